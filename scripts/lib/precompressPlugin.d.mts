import type { Compiler } from 'webpack';

export class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
