import type { EmotionCache, Options } from '@emotion/cache';

/** The `<link>` of the style sheet the build makes from the app's own rules (scripts/styles/prerender.mjs). */
export const PRERENDERED_STYLES_ID = 'campo-prerendered-styles';

export interface PrerenderedStyles {
  /** Emotion's names of the rules the sheet holds; none when the page has no such sheet or it did not load. */
  names: string[];
  /**
   * Where emotion's own style tags go: after the sheet, so a rule compiled at run time comes later than those made
   * ahead, as it would have been inserted later; at the top of the head without one.
   */
  placement: Pick<Options, 'insertionPoint' | 'prepend'>;
}

/**
 * The page's prerendered sheet and the names its first rule lists (`#campo-prerendered-styles{--names:"…"}`).
 * Deferred scripts run once the style sheets before them have loaded, so a sheet linked in the page's head is ready
 * when the entry reads it. (Kept small: it is part of every page's entry.)
 */
export function readPrerenderedStyles(doc: Document): PrerenderedStyles {
  const link = doc.getElementById(PRERENDERED_STYLES_ID) as HTMLLinkElement;
  let names: string[] = [];
  try {
    // A link that is missing, did not load or lists nothing throws or gives [""]: emotion inserts every rule itself.
    names = (link.sheet?.cssRules[0] as CSSStyleRule).style.getPropertyValue('--names').slice(1, -1).split(' ');
  } catch {
    // no names
  }
  return names[0] ? { names, placement: { insertionPoint: link } } : { names: [], placement: { prepend: true } };
}

/**
 * Tells emotion that the prerendered sheet's rules are in place: a render needing one of them neither compiles it
 * (stylis) nor inserts it (insertRule), which were a third of a page's first long task on a slow phone. A rule the
 * sheet does not hold (a dialog opened later, a style changed since the sheet was made) is inserted as usual.
 */
export function takePrerenderedStyles(cache: EmotionCache, names: readonly string[]): void {
  for (const name of names) cache.inserted[name] = true;
}
