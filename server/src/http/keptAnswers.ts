/** A kept answer: the route's serialised `data` (UTF-8 bytes) and whatever else the route sends beside it. */
export interface KeptAnswer {
  data: Buffer;
}

export interface KeptAnswers<V extends KeptAnswer> {
  /**
   * The answer kept under `key` when it was kept at `version` (then the most recently read); else `load`'s, kept at
   * `version` unless it is null. The caller reads `version` before `load` reads the rows, so a write in between
   * costs one needless reload, never a stale hit.
   */
  read(key: string, version: string, load: () => Promise<V | null>): Promise<V | null>;
}

/**
 * Answers kept per server against the version of the data they were read at (versions that database triggers raise
 * in every writing transaction: the caches of the cart, My orders and conversation pages), bounded by their bytes,
 * the least recently read dropped first.
 */
export function createKeptAnswers<V extends KeptAnswer>(maxBytes: number): KeptAnswers<V> {
  const entries = new Map<string, { version: string; value: V }>();
  let bytes = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.value.data.length;
  }

  function keep(key: string, version: string, value: V) {
    forget(key);
    if (value.data.length > maxBytes) return;
    while (bytes + value.data.length > maxBytes) forget(entries.keys().next().value!);
    entries.set(key, { version, value });
    bytes += value.data.length;
  }

  return {
    async read(key, version, load) {
      const kept = entries.get(key);
      if (kept && kept.version === version) {
        // Most recently read last: the first entry is the one to drop.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      const value = await load();
      if (value) keep(key, version, value);
      else forget(key);
      return value;
    },
  };
}
