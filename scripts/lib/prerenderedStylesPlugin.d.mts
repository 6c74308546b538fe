import type { Compiler } from 'webpack';

export function prerenderedStylesAsset(css: Buffer | string): string;
export class PrerenderedStylesPlugin {
  constructor(file: string, linkId: string);
  apply(compiler: Compiler): void;
}
