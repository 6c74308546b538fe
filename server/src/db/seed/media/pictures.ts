import { Canvas, hexToRgb, mix, type Rgb } from './canvas';

// Demo pictures drawn from a speciality's colours and motif, so each sport is recognisable at a glance.

export type Motif = 'ball' | 'net' | 'waves' | 'court' | 'track' | 'wheels' | 'oval' | 'blades' | 'ribbon';
export type ProductShape = 'shirt' | 'shorts' | 'shoe' | 'ball' | 'bag' | 'bottle' | 'band' | 'guard';

export interface Palette {
  primary: string;
  light: string;
}

const WHITE: Rgb = [255, 255, 255];

function drawMotif(c: Canvas, motif: Motif, accent: Rgb, variant: number): void {
  const { width: w, height: h } = c;
  const r = Math.min(w, h);
  const shift = (variant % 3) * 0.18;
  switch (motif) {
    case 'ball':
      c.ellipse(w * (0.62 + shift / 2), h * 0.52, r * 0.3, r * 0.3, WHITE, 0.9);
      c.ellipse(w * (0.62 + shift / 2), h * 0.52, r * 0.1, r * 0.1, accent, 0.9);
      c.ellipse(w * (0.62 + shift / 2), h * 0.52, r * 0.3, r * 0.3, accent, 0.6, r * 0.02);
      break;
    case 'net':
      c.grid(WHITE, 0.35, Math.round(r / (8 + variant)), 2);
      c.ellipse(w * (0.3 + shift), h * 0.4, r * 0.16, r * 0.16, WHITE, 0.9);
      break;
    case 'waves':
      c.waves(WHITE, 0.35, 4 + variant, h * 0.05);
      break;
    case 'court':
      c.rect(w * 0.1, h * 0.15, w * 0.8, h * 0.7, WHITE, 0.85, 4).rect(
        w * 0.12,
        h * 0.18,
        w * 0.76,
        h * 0.64,
        accent,
        1,
        4,
      );
      c.rect(w * 0.495, h * 0.18, w * 0.01, h * 0.64, WHITE, 0.85);
      c.ellipse(w / 2, h / 2, r * 0.12, r * 0.12, WHITE, 0.85, 3);
      break;
    case 'track':
      for (let lane = 0; lane < 4; lane++) {
        c.ellipse(w / 2, h / 2, w * (0.42 - lane * 0.05), h * (0.38 - lane * 0.05), WHITE, 0.6, 2);
      }
      break;
    case 'wheels':
      c.ellipse(w * (0.3 + shift / 3), h * 0.6, r * 0.22, r * 0.22, WHITE, 0.9, r * 0.025);
      c.ellipse(w * (0.7 + shift / 3), h * 0.6, r * 0.22, r * 0.22, WHITE, 0.9, r * 0.025);
      break;
    case 'oval':
      c.ellipse(w * (0.55 + shift / 2), h * 0.5, r * 0.36, r * 0.22, WHITE, 0.9);
      c.rect(w * (0.55 + shift / 2) - r * 0.12, h * 0.49, r * 0.24, r * 0.02, accent, 0.9);
      break;
    case 'blades':
      c.stripes(WHITE, 0.3, 48 + variant * 8, 6);
      break;
    case 'ribbon':
      c.waves(WHITE, 0.45, 2 + variant, h * 0.12);
      c.ellipse(w * 0.75, h * 0.3, r * 0.08, r * 0.08, WHITE, 0.9);
      break;
  }
}

function background(c: Canvas, palette: Palette, variant: number): Rgb {
  const primary = hexToRgb(palette.primary);
  const light = hexToRgb(palette.light);
  c.gradient(primary, mix(primary, light, 0.55), 20 + variant * 35);
  return primary;
}

export function eventBanner(motif: Motif, palette: Palette, variant: number): Buffer {
  const c = new Canvas(640, 320);
  const primary = background(c, palette, variant);
  drawMotif(c, motif, primary, variant);
  return c.toPng();
}

export function galleryPicture(motif: Motif, palette: Palette, variant: number): Buffer {
  const c = new Canvas(480, 320);
  const light = hexToRgb(palette.light);
  c.gradient(light, hexToRgb(palette.primary), 90 + variant * 40);
  drawMotif(c, motif, light, variant + 1);
  return c.toPng();
}

export function logo(motif: Motif, palette: Palette, variant = 0): Buffer {
  const c = new Canvas(200, 200);
  c.gradient(WHITE, hexToRgb(palette.light), 90);
  const primary = hexToRgb(palette.primary);
  c.ellipse(100, 100, 86, 86, primary);
  c.ellipse(100, 100, 72, 72, WHITE, 0.9, 5);
  drawMotif(c, motif === 'court' ? 'ball' : motif, primary, variant);
  return c.toPng();
}

export function icon(palette: Palette): Buffer {
  const c = new Canvas(64, 64);
  c.gradient(hexToRgb(palette.light), WHITE, 90);
  c.ellipse(32, 32, 24, 24, hexToRgb(palette.primary));
  c.ellipse(32, 32, 10, 10, WHITE, 0.9);
  return c.toPng();
}

export function avatar(colourHex: string, variant: number): Buffer {
  const c = new Canvas(160, 160);
  const colour = hexToRgb(colourHex);
  c.gradient(mix(colour, WHITE, 0.55), colour, 90 + variant * 20);
  c.ellipse(80, 62, 30, 30, WHITE, 0.92); // head
  c.ellipse(80, 150, 56, 46, WHITE, 0.92); // shoulders
  return c.toPng();
}

export function productImage(shape: ProductShape, colourHex: string, variant: number): Buffer {
  const c = new Canvas(240, 240);
  const colour = hexToRgb(colourHex);
  const shade = mix(colour, [0, 0, 0], 0.25);
  c.gradient([246, 246, 246], [226, 228, 232], 90 + variant * 15);
  c.ellipse(120, 212, 80, 10, [0, 0, 0], 0.12); // floor shadow
  switch (shape) {
    case 'shirt':
      c.rect(70, 60, 100, 140, colour, 1, 10).rect(30, 62, 50, 40, colour, 1, 8).rect(160, 62, 50, 40, colour, 1, 8);
      c.ellipse(120, 60, 20, 12, [246, 246, 246]);
      c.rect(70, 110, 100, 10, shade, 0.8);
      break;
    case 'shorts':
      c.rect(60, 70, 120, 50, colour, 1, 6).rect(60, 110, 55, 80, colour, 1, 6).rect(125, 110, 55, 80, colour, 1, 6);
      c.rect(60, 70, 120, 10, shade, 0.9);
      break;
    case 'shoe':
      c.ellipse(120, 160, 90, 34, colour).rect(40, 100, 80, 60, colour, 1, 20);
      c.rect(30, 175, 180, 14, [250, 250, 250], 1, 7).rect(60, 118, 50, 6, WHITE, 0.8).rect(60, 132, 50, 6, WHITE, 0.8);
      break;
    case 'ball':
      c.ellipse(120, 118, 80, 80, colour).ellipse(120, 118, 80, 80, shade, 1, 4);
      c.ellipse(120, 118, 26, 26, WHITE, 0.85).ellipse(92, 88, 18, 12, WHITE, 0.35);
      break;
    case 'bag':
      c.ellipse(120, 80, 40, 34, shade, 1, 8).rect(50, 90, 140, 110, colour, 1, 14);
      c.rect(50, 130, 140, 10, shade, 0.8);
      break;
    case 'bottle':
      c.rect(95, 40, 50, 24, shade, 1, 6).rect(80, 60, 80, 150, colour, 1, 18).rect(80, 110, 80, 30, WHITE, 0.6);
      break;
    case 'band':
      c.ellipse(120, 120, 80, 44, colour, 1, 22).ellipse(120, 120, 80, 44, shade, 0.5, 4);
      break;
    case 'guard':
      c.rect(80, 40, 80, 170, colour, 1, 36).rect(92, 60, 56, 8, WHITE, 0.7).rect(92, 80, 56, 8, WHITE, 0.7);
      break;
  }
  return c.toPng();
}
