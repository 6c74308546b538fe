/** The app's one place for reporting errors; today the browser console, later a collector can hook in here. */
export function logError(error: unknown, context: string, details?: unknown): void {
  console.error(`[campo] ${context}`, error, ...(details === undefined ? [] : [details]));
}
