/**
 * Euro as SPEC section 9 shows it (German format). The formatter puts a no-break space before the sign; Testing
 * Library's matchers see it as a plain space.
 */
export function euro(text: string): string {
  return `${text} €`;
}
