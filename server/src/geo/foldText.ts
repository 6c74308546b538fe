/** Lower case without accents, apostrophes or dashes, single-spaced: "L’Aquila" and "l aquila" match. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`´\-_.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
