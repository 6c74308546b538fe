import { useState, useSyncExternalStore } from 'react';

/**
 * The text being written in a chat, held outside React state: a key renders only the composer (its one subscriber),
 * while the chat reads the text when it sends and puts a draft back (a failed send, an edit). Component state, not
 * store state, on purpose (docs/CONVENTIONS.md, "Screen state": typed text is not recorded).
 */
export interface ComposerDraft {
  readonly text: () => string;
  readonly setText: (text: string) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createComposerDraft(initial = ''): ComposerDraft {
  let text = initial;
  const listeners = new Set<() => void>();
  return {
    text: () => text,
    setText: (next) => {
      if (next === text) return;
      text = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One draft for the life of the chat (the same object on every render). */
export function useComposerDraft(): ComposerDraft {
  const [draft] = useState(() => createComposerDraft());
  return draft;
}

/** The draft's text; the calling component renders again when it changes. */
export function useDraftText(draft: ComposerDraft): string {
  return useSyncExternalStore(draft.subscribe, draft.text, draft.text);
}
