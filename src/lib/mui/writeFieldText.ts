/**
 * Puts `text` into an uncontrolled input or textarea as if it had been typed: the element's own value setter (React
 * tracks values through the instance's), then an `input` event, so React's `onChange` and MUI's InputBase (its
 * filled state, which floats the label) see the change. The event goes out once the current task's code is done: fired
 * from inside a React event handler it would run React's handling of it in the middle of that handler. The field's
 * `onChange` is called with the new text: one that keeps the text elsewhere checks it against its copy first.
 */
export function writeFieldText(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  queueMicrotask(() => field.dispatchEvent(new Event('input', { bubbles: true })));
}
