import { encodePng } from './png';

// Bound once: per-pixel lookups of the global Math are slow inside jest's vm context.
const { abs, ceil, cos, floor, hypot, max, min, PI, round, sin } = Math;

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A tiny RGB raster with the few shapes the demo pictures need; coverage gives soft (anti-aliased) edges. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const px = this.pixels;
    const i = (y * this.width + x) * 3;
    const a = min(1, alpha);
    px[i] = round(px[i] * (1 - a) + colour[0] * a);
    px[i + 1] = round(px[i + 1] * (1 - a) + colour[1] * a);
    px[i + 2] = round(px[i + 2] * (1 - a) + colour[2] * a);
  }

  /** Linear gradient along an angle in degrees (0 = left to right). */
  gradient(from: Rgb, to: Rgb, angle = 0): this {
    const dx = cos((angle * PI) / 180);
    const dy = sin((angle * PI) / 180);
    const span = abs(dx) * this.width + abs(dy) * this.height;
    const origin = min(0, dx * this.width) + min(0, dy * this.height);
    const px = this.pixels;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x * dx + y * dy - origin) / span;
        const i = (y * this.width + x) * 3;
        px[i] = round(from[0] + (to[0] - from[0]) * t);
        px[i + 1] = round(from[1] + (to[1] - from[1]) * t);
        px[i + 2] = round(from[2] + (to[2] - from[2]) * t);
      }
    }
    return this;
  }

  /** Ellipse (a circle when rx = ry), filled, or a ring of the given thickness. */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, alpha = 1, thickness = 0): this {
    const x0 = max(0, floor(cx - rx - 1));
    const x1 = min(this.width - 1, ceil(cx + rx + 1));
    const y0 = max(0, floor(cy - ry - 1));
    const y1 = min(this.height - 1, ceil(cy + ry + 1));
    const scale = min(rx, ry);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = (hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry) - 1) * scale;
        let coverage = min(1, max(0, 0.5 - d));
        if (thickness > 0) coverage = min(coverage, min(1, max(0, d + thickness + 0.5)));
        this.blend(x, y, colour, coverage * alpha);
      }
    }
    return this;
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb, alpha = 1, radius = 0): this {
    for (let py = max(0, floor(y)); py < min(this.height, ceil(y + h)); py++) {
      for (let px = max(0, floor(x)); px < min(this.width, ceil(x + w)); px++) {
        // Distance outside a rounded rectangle; inside is <= 0.
        const qx = abs(px + 0.5 - (x + w / 2)) - (w / 2 - radius);
        const qy = abs(py + 0.5 - (y + h / 2)) - (h / 2 - radius);
        const d = hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - radius;
        this.blend(px, py, colour, min(1, max(0, 0.5 - d)) * alpha);
      }
    }
    return this;
  }

  /** Diagonal bands over the whole canvas. */
  stripes(colour: Rgb, alpha: number, period: number, width: number): this {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if ((x + y) % period < width) this.blend(x, y, colour, alpha);
      }
    }
    return this;
  }

  /** Horizontal sine bands, like water or a ribbon. */
  waves(colour: Rgb, alpha: number, count: number, amplitude: number): this {
    const gap = this.height / (count + 1);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const offset = y - amplitude * sin((x / this.width) * PI * 4);
        const d = abs((((offset % gap) + gap) % gap) - gap / 2);
        if (d < gap / 6) this.blend(x, y, colour, alpha);
      }
    }
    return this;
  }

  grid(colour: Rgb, alpha: number, spacing: number, lineWidth = 2): this {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if (x % spacing < lineWidth || y % spacing < lineWidth) this.blend(x, y, colour, alpha);
      }
    }
    return this;
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
