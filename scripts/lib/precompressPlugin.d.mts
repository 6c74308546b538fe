import type { Compiler } from 'webpack';

export function precompressedCopies(source: Buffer): Promise<[Buffer, Buffer]>;

export class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
