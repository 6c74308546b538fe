import type { Random } from '../random';

function mod97(digits: string): number {
  let remainder = 0;
  for (const ch of digits) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder;
}

/** Italian IBAN with valid ISO 7064 check digits (bank and account numbers are random). */
export function italianIban(rng: Random): string {
  const cin = String.fromCharCode(65 + rng.int(0, 25));
  const bban = `${cin}${rng.digits(5)}${rng.digits(5)}${rng.digits(12)}`;
  const numeric = `${bban}IT00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  const check = String(98 - mod97(numeric)).padStart(2, '0');
  return `IT${check}${bban}`;
}

/** Partita IVA: 11 digits, the last one a Luhn-style check digit. */
export function italianVatNumber(rng: Random): string {
  const body = `${rng.digits(7)}${String(rng.int(1, 100)).padStart(3, '0')}`;
  let sum = 0;
  [...body].forEach((ch, index) => {
    const digit = Number(ch);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  });
  return body + String((10 - (sum % 10)) % 10);
}
