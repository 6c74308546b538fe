/**
 * Ends the current task and resumes in a new one, so the browser can handle input (and a slow phone's long piece
 * of work counts as several short tasks, not one long one). `scheduler.yield` where the browser has it keeps the
 * continuation ahead of other queued tasks; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
