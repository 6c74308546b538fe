// Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on the first line of every script
// of the production build. Without it, V8 compiles each function lazily on the main thread the first time it runs,
// and at a page load most of the entry's, the vendor chunk's and the route's functions run: on Lighthouse's slow
// phone that compiling was 30-100 ms inside most long tasks (`diagnose page-tasks`, V8.CompileCode). With the hint,
// V8 compiles the whole script while it streams in, on a background thread. Browsers without the hint read a comment.
// What it buys is in docs/PERFORMANCE.md (`compileHints`); CAMPO_SPEEDUPS_OFF=compileHints builds without it.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Terser (which drops comments), before the source maps are written (they account for the line) and
        // before the content hashes and the compressed copies.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!/^assets\/.*\.js$/.test(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
