import Format from 'typebox/format';

// TypeBox's own e-mail check accepts "a@b"; a reply address needs a domain with a dot.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** String formats our schemas use, registered in TypeBox's (global) format registry. */
export function registerFormats(): void {
  Format.Set('email', isEmailAddress);
}
