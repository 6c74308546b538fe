import type { OptionsObject } from 'notistack';
import type { LocalisedText } from '../i18n/localisedText';
import { TOAST_DURATION_MS } from './constants';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export type ToastOptions = Omit<OptionsObject, 'variant'>;
/**
 * A catalogue text as its key (translated when the toast renders, so an open toast follows a language switch), or a
 * text as it is (a server's message, already in the language of its request).
 */
export type ToastMessage = LocalisedText | string;
type Enqueue = (message: ToastMessage, options: OptionsObject) => unknown;

let enqueue: Enqueue | null = null;
const waiting: Array<[ToastMessage, OptionsObject]> = [];
let hostWanted = false;
const hostWantedListeners = new Set<() => void>();

/** The toast host loads when the first toast is asked for: a page that never toasts never downloads notistack. */
export function subscribeToastHostWanted(listener: () => void): () => void {
  hostWantedListeners.add(listener);
  return () => hostWantedListeners.delete(listener);
}

export function isToastHostWanted(): boolean {
  return hostWanted;
}

/**
 * Connects the toast host (notistack, loaded with the first toast to keep it out of the landing page's JS).
 * Toasts asked for before it mounts wait here and show, in order, as soon as it does.
 */
export function attachToastHost(hostEnqueue: Enqueue | null): void {
  enqueue = hostEnqueue;
  if (enqueue) for (const [message, options] of waiting.splice(0)) enqueue(message, options);
}

function show(variant: ToastVariant) {
  return (message: ToastMessage, options?: ToastOptions): void => {
    const full: OptionsObject = { autoHideDuration: TOAST_DURATION_MS[variant], ...options, variant };
    if (enqueue) {
      enqueue(message, full);
      return;
    }
    waiting.push([message, full]);
    if (!hostWanted) {
      hostWanted = true;
      for (const listener of hostWantedListeners) listener();
    }
  };
}

/**
 * Toasts from anywhere (components, base query, listeners); the ToastHost in the app providers renders them
 * with notistack. Default durations follow SPEC section 9.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
