import type { Compiler } from 'webpack';

export const PRERENDERED_STYLES_ID: string;
export function prerenderedStylesAsset(css: Buffer | string): string;
export class PrerenderedStylesPlugin {
  constructor(file: string);
  apply(compiler: Compiler): void;
}
