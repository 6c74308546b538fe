import type { UnknownAction } from '@reduxjs/toolkit';
import { sanitise } from './sanitise';
import type { SessionRecording } from './sessionRecorder';

/** What the file says about the page it was recorded on. */
export interface SessionFileContext {
  buildId: string;
  language: string;
  viewport: { width: number; height: number };
  url: string;
  recordedAt: string;
}

/**
 * An exported session, in the format Redux DevTools' "Import" reads: `payload` is the JSON text of the ordered
 * actions (DevTools recomputes every state from `preloadedState`, itself JSON text). `campo` is ours: the page's
 * context, the address at each action, and the final state, to check a replay against.
 */
export interface SessionFile {
  payload: string;
  preloadedState: string;
  campo: SessionFileContext & { version: 1; urls: string[]; droppedActions: number; finalState: unknown };
}

/** A session read back from a file. */
export interface LoadedSession {
  preloadedState: Record<string, unknown>;
  actions: UnknownAction[];
  urls: string[];
  context: SessionFile['campo'] | undefined;
}

/** The recorded session, sanitised, as one JSON-ready object. */
export function buildSessionFile(
  recording: SessionRecording,
  finalState: unknown,
  context: SessionFileContext,
): SessionFile {
  const actions = recording.steps.map((step) => sanitise(step.action));
  return {
    payload: JSON.stringify(actions),
    preloadedState: JSON.stringify(sanitise(recording.startState)),
    campo: {
      version: 1,
      ...context,
      url: sanitiseUrl(context.url),
      urls: recording.steps.map((step) => sanitiseUrl(step.url)),
      droppedActions: recording.dropped,
      finalState: sanitise(finalState),
    },
  };
}

function sanitiseUrl(url: string): string {
  return sanitise({ url }).url;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a session file (ours or a DevTools export of the same shape); throws a readable Error on anything else. */
export function parseSessionFile(text: string): LoadedSession {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  if (!isRecord(file) || typeof file.payload !== 'string') throw new Error('no payload');
  const actions: unknown = JSON.parse(file.payload);
  const preloadedState: unknown = typeof file.preloadedState === 'string' ? JSON.parse(file.preloadedState) : {};
  if (!Array.isArray(actions) || !actions.every((action) => isRecord(action) && typeof action.type === 'string')) {
    throw new Error('payload is not a list of actions');
  }
  if (!isRecord(preloadedState)) throw new Error('preloadedState is not an object');
  const context = isRecord(file.campo) ? (file.campo as unknown as SessionFile['campo']) : undefined;
  const urls = Array.isArray(context?.urls) ? context.urls.map(String) : [];
  return { preloadedState, actions: actions as UnknownAction[], urls, context };
}
