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

/**
 * Resumes once the browser has painted what is on screen now: after the next frame, in a new task. Where no frame
 * comes (a hidden tab draws none), after `fallbackMs`.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, fallbackMs);
  });
}
