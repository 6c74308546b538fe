import { parseSessionFile, type LoadedSession } from '../../../lib/qa/sessionFile';
import { createReplay, ReplayError, type Replay } from './replayStore';

export interface LoadedReplay {
  fileName: string;
  session: LoadedSession;
  replay: Replay;
}

/** Why a file cannot be replayed, as the page words it (`qa:replay.errors.<kind>`). */
export type LoadProblem = { kind: 'notJson' } | { kind: 'damaged'; reason: string } | { kind: 'action'; index: number };

export class LoadFailed extends Error {
  constructor(readonly problem: LoadProblem) {
    super(problem.kind);
  }
}

function problemOf(error: unknown): LoadProblem {
  if (error instanceof ReplayError) return { kind: 'action', index: error.actionIndex };
  const reason = error instanceof Error ? error.message : String(error);
  return reason === 'not JSON' ? { kind: 'notJson' } : { kind: 'damaged', reason };
}

/** Reads a session file and prepares its replay; a file that cannot be replayed throws LoadFailed. */
export async function loadSession(file: Blob & { name: string }): Promise<LoadedReplay> {
  try {
    const session = parseSessionFile(await file.text());
    return { fileName: file.name, session, replay: createReplay(session) };
  } catch (error) {
    throw new LoadFailed(problemOf(error));
  }
}
