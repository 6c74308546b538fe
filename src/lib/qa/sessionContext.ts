import { buildSessionFile, type SessionFile, type SessionFileContext } from './sessionFile';
import type { SessionRecorder } from './sessionRecorder';

/** The build: the entry script's content-hashed name (`main.<hash>.js`), or `development`. */
export function currentBuildId(): string {
  const entry = [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
    .map((script) => script.src.split('/').pop() ?? '')
    .find((name) => /^main\.[\w]+\.js$/.test(name));
  return entry ? entry.replace(/^main\.|\.js$/g, '') : 'development';
}

/** Where and how the page was seen: build, language, viewport and address. */
export function pageContext(language: string): SessionFileContext {
  return {
    buildId: currentBuildId(),
    language,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    url: window.location.pathname + window.location.search + window.location.hash,
    recordedAt: new Date().toISOString(),
  };
}

/** `campo-session-2026-11-26T01-15-00.json` */
export function sessionFileName(recordedAt: string): string {
  return `campo-session-${recordedAt.slice(0, 19).replace(/:/g, '-')}.json`;
}

/**
 * The session recorded so far as a file, sanitised; with `maxCharacters`, the oldest actions are left out (halving
 * the log) until its JSON text fits.
 */
export function currentSessionFile(
  recorder: SessionRecorder,
  state: unknown,
  language: string,
  maxCharacters = Infinity,
): { file: SessionFile; text: string } {
  const context = pageContext(language);
  let steps = recorder.recording().steps.length;
  for (;;) {
    const file = buildSessionFile(recorder.recording(steps), state, context);
    const text = JSON.stringify(file);
    if (text.length <= maxCharacters || steps === 0) return { file, text };
    steps = Math.floor(steps / 2);
  }
}
