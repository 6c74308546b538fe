// The app icons of the web app manifest, drawn at build time with pngjs: a white pitch (outline, halfway line,
// centre circle and spot) on the brand's pitch green. `any` icons are a rounded square on transparency; the
// maskable one fills the square and keeps the drawing inside the central safe circle (radius 40%).
import { PNG } from 'pngjs';

const SAMPLES = 4;

function hexToRgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** True where the pitch's white lines are, in a unit square centred on (0.5, 0.5). */
function onPitchLines(x, y) {
  const half = 0.018;
  const [left, right, top, bottom] = [0.2, 0.8, 0.29, 0.71];
  const inside = x >= left - half && x <= right + half && y >= top - half && y <= bottom + half;
  const outline =
    inside &&
    (Math.abs(x - left) <= half ||
      Math.abs(x - right) <= half ||
      Math.abs(y - top) <= half ||
      Math.abs(y - bottom) <= half);
  const halfway = inside && Math.abs(x - 0.5) <= half;
  const fromCentre = Math.hypot(x - 0.5, y - 0.5);
  return outline || halfway || Math.abs(fromCentre - 0.11) <= half || fromCentre <= 0.03;
}

function inRoundedSquare(x, y, radius) {
  const dx = Math.max(radius - x, 0, x - (1 - radius));
  const dy = Math.max(radius - y, 0, y - (1 - radius));
  return Math.hypot(dx, dy) <= radius;
}

/** One icon as PNG bytes: `maskable` fills the square, else a rounded square on transparency. */
export function drawIcon(size, background, { maskable = false } = {}) {
  const png = new PNG({ width: size, height: size });
  const [r, g, b] = hexToRgb(background);
  const scale = maskable ? 0.82 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let shape = 0;
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!maskable && !inRoundedSquare(x, y, 0.2)) continue;
          shape += 1;
          if (onPitchLines(0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale)) white += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const whiteShare = shape === 0 ? 0 : white / shape;
      png.data[offset] = Math.round(r + (255 - r) * whiteShare);
      png.data[offset + 1] = Math.round(g + (255 - g) * whiteShare);
      png.data[offset + 2] = Math.round(b + (255 - b) * whiteShare);
      png.data[offset + 3] = Math.round((255 * shape) / (SAMPLES * SAMPLES));
    }
  }
  return PNG.sync.write(png);
}
