// Puts the prerendered style sheet (src/theme/prerendered.css, written by `npm run styles:prerender`) into the build
// as assets/prerendered.<hash>.css and links it from index.html, before the scripts. The SPA (src/theme/
// prerenderedStyles.ts) tells emotion that the rules it lists are in place, so a page's first render compiles and
// inserts none of them (what it buys: docs/PERFORMANCE.md, `prerenderedStyles`). Without the file the build has no
// link and emotion inserts every rule itself, as it always can.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/** The asset's name: its content's hash, so browsers keep it as long as it does not change. */
export function prerenderedStylesAsset(css) {
  return `assets/prerendered.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

export class PrerenderedStylesPlugin {
  /**
   * @param {string} file the prerendered sheet; the build goes without it when it does not exist.
   * @param {string} linkId the `<link>`'s id, which the SPA looks for (PRERENDERED_STYLES_ID).
   */
  constructor(file, linkId) {
    this.file = file;
    this.linkId = linkId;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderedStylesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      if (!fs.existsSync(this.file)) return;
      const css = fs.readFileSync(this.file);
      const asset = prerenderedStylesAsset(css);
      compilation.hooks.processAssets.tap(
        { name: 'PrerenderedStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(asset, new sources.RawSource(css), { immutable: true }),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PrerenderedStylesPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const href = `${typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/'}${asset}`;
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', id: this.linkId, href }),
        );
        return data;
      });
    });
  }
}
