import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';

// MUI's input line height.
const LINE = '1.4375em';

/** Whether the browser sizes a textarea to its text by itself (CSS `field-sizing`; not in Firefox yet). */
export const sizesByItself = () =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * A growing textarea's styles: `minRows` lines, growing with the text up to `maxRows` (when given), then scrolling.
 * Where the browser has `field-sizing` this is all; elsewhere `useFittedHeight` sets the height.
 */
export function growingTextareaStyle(minRows: number, maxRows?: number): CSSProperties {
  return {
    // Not in React's CSS types yet; React writes it as `field-sizing`.
    ...({ fieldSizing: 'content' } as CSSProperties),
    minHeight: `calc(${LINE} * ${minRows})`,
    ...(maxRows ? { maxHeight: `calc(${LINE} * ${maxRows})`, overflowY: 'auto' } : {}),
  };
}

/**
 * Sets the height to the text's (max-height caps it). A text that only grew at its end is read as it lies (the frame
 * lays it out anyway) and the height is written only when it no longer fits; any other change is laid out once more
 * from one line, so the field can shrink.
 */
export function fitHeight(field: HTMLTextAreaElement, mayShrink: boolean) {
  const before = field.style.height;
  if (mayShrink) field.style.height = '';
  const needed = field.scrollHeight;
  if (needed === 0) {
    // Not laid out (hidden, or no layout at all): as it was.
    field.style.height = before;
    return;
  }
  if (mayShrink || needed > field.clientHeight) field.style.height = `${needed}px`;
}

/**
 * The fallback of `field-sizing: content`: after a change of `text`, in the next frame (never in the key's own
 * handler), the field takes its text's height. Unlike MUI's TextareaAutosize, there is no hidden twin to lay out on
 * every key.
 */
export function useFittedHeight(field: RefObject<HTMLTextAreaElement | null>, text: string) {
  const previous = useRef(text);
  const mayShrink = useRef(false);
  useEffect(() => {
    // Only an added tail cannot take a line away.
    mayShrink.current ||= !text.startsWith(previous.current);
    previous.current = text;
    if (sizesByItself()) return;
    const frame = requestAnimationFrame(() => {
      if (field.current) fitHeight(field.current, mayShrink.current);
      mayShrink.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [field, text]);
}
