import type { Compiler } from 'webpack';

export const COMPILE_HINT: string;

export class CompileHintsPlugin {
  apply(compiler: Compiler): void;
}
