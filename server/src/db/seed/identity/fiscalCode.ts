// Italian codice fiscale (the official algorithm), so demo data passes format and check-digit validation.

const MONTH_LETTERS = 'ABCDEHLMPRST';
const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

function letters(text: string): string {
  return text
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const isVowel = (ch: string) => 'AEIOU'.includes(ch);

function splitLetters(text: string): { consonants: string; vowels: string } {
  const chars = [...letters(text)];
  return {
    consonants: chars.filter((ch) => !isVowel(ch)).join(''),
    vowels: chars.filter(isVowel).join(''),
  };
}

function surnamePart(surname: string): string {
  const { consonants, vowels } = splitLetters(surname);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function namePart(name: string): string {
  const { consonants, vowels } = splitLetters(name);
  if (consonants.length >= 4) return consonants[0] + consonants[2] + consonants[3];
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

export function checkCharacter(first15: string): string {
  let sum = 0;
  [...first15].forEach((ch, index) => {
    // Positions are counted from 1: odd positions use the odd table.
    if (index % 2 === 0) sum += ODD_VALUES[ch];
    else sum += /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
  });
  return String.fromCharCode(65 + (sum % 26));
}

/** dob is 'YYYY-MM-DD'; municipalityCode is the Belfiore code, e.g. 'F205' for Milano. */
export function fiscalCode(
  firstName: string,
  lastName: string,
  dob: string,
  sex: 'M' | 'F',
  municipalityCode: string,
): string {
  const [year, month, day] = dob.split('-').map(Number);
  const dayPart = String(sex === 'F' ? day + 40 : day).padStart(2, '0');
  const first15 =
    surnamePart(lastName) +
    namePart(firstName) +
    String(year % 100).padStart(2, '0') +
    MONTH_LETTERS[month - 1] +
    dayPart +
    municipalityCode;
  return first15 + checkCharacter(first15);
}
