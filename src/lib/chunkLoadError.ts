// What webpack (ChunkLoadError) and the browsers' native dynamic import say when a chunk is gone after a deploy.
const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** True when `error` is a lazy chunk that failed to load: only a reload (new HTML, new chunk names) helps. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.some((pattern) => pattern.test(error.message));
}
