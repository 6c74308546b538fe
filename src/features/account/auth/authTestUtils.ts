import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Fills a field as a paste: the same events for formik, far fewer renders than typing key by key. */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Screens with many fields render slowly on a shared 2-core machine; this is a hang guard, not a timing check. */
export const SLOW_FORM_TIMEOUT_MS = 30_000;

/** A file as the browser's picker gives it (the test environment's File is Node's, which FormData sends as a file). */
export function pickedFile(parts: BlobPart[], name: string, type: string): File {
  return new File(parts, name, { type });
}
