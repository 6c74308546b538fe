/** One icon as PNG bytes: `maskable` fills the square, else a rounded square on transparency. */
export function drawIcon(size: number, background: string, options?: { maskable?: boolean }): Buffer;
