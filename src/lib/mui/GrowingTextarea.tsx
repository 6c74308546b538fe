import { forwardRef, useCallback, useRef, type TextareaHTMLAttributes } from 'react';
import { growingTextareaStyle, useFittedHeight } from './growingTextarea';

export interface GrowingTextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  minRows?: number | string;
  maxRows?: number | string;
}

// Stands in for MUI's TextareaAutosize inside InputBase (webpack.config.ts swaps InputBase's `../TextareaAutosize`
// import for this module), so a `multiline` TextField grows as the chat's composer does: CSS `field-sizing` sizes it
// (useFittedHeight where the browser lacks it), with no hidden twin laid out on every key, and every form page stops
// loading TextareaAutosize. Campo's multiline fields are controlled, so the value says when to fit.
const GrowingTextarea = forwardRef<HTMLTextAreaElement, GrowingTextareaProps>(function GrowingTextarea(
  { minRows = 1, maxRows, style, ...props },
  ref,
) {
  const field = useRef<HTMLTextAreaElement | null>(null);
  useFittedHeight(field, String(props.value ?? ''));
  // InputBase's ref and this one, both on the textarea.
  const bothRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      field.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const rows = Number(minRows);
  return (
    <textarea
      {...props}
      ref={bothRefs}
      rows={rows}
      style={{ ...growingTextareaStyle(rows, maxRows === undefined ? undefined : Number(maxRows)), ...style }}
    />
  );
});

export default GrowingTextarea;
