import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { writeFieldText } from './mui/writeFieldText';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedValue';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * A search field over a list whose text the field itself holds (uncontrolled): a key renders nothing, not even the
 * field, and `onSearch` runs once the text has settled (a short wait after the last change). A search changed from
 * outside (a Clear button, the address) is written into the field, dropping what was typed and not settled yet; the
 * field's own search coming back (as typed, or trimmed) is not.
 *
 * Spread `field` on the input (`inputRef`, `defaultValue`, `onChange`); `show(text)` puts a text in the field at once
 * (a Reset that must also drop unsettled text while the search itself is already empty).
 */
export function useSettledInput(value: string, onSearch: (text: string) => void) {
  const inputRef = useRef<TextInput>(null);
  // The text the field last settled on, or was given from outside.
  const settled = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  const show = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    settled.current = text;
    if (inputRef.current && inputRef.current.value !== text) writeFieldText(inputRef.current, text);
  }, []);

  useEffect(() => {
    if (value !== settled.current && value !== settled.current.trim()) show(value);
  }, [value, show]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onChange = useCallback((event: ChangeEvent<TextInput>) => {
    const text = event.target.value;
    // The field showing its settled text (written by `show`) starts no wait.
    if (text === settled.current && timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      settled.current = text;
      // Only a newly settled text searches; a search set from outside meanwhile is not sent back.
      if (text !== latest.current.value) latest.current.onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  return { field: { inputRef, defaultValue: value, onChange }, show };
}
