import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { CompileHintsPlugin } from './scripts/lib/compileHintsPlugin.mjs';
import { PrecompressPlugin } from './scripts/lib/precompressPlugin.mjs';
import { PrerenderedStylesPlugin } from './scripts/lib/prerenderedStylesPlugin.mjs';
import { PwaPlugin } from './scripts/lib/pwaPlugin.mjs';
import { RoutePreloadsPlugin } from './scripts/lib/routePreloadsPlugin.mjs';
import 'webpack-dev-server';
import { DEFAULT_PROFILE_TAB, PROFILE_TAB_PARAM } from './src/features/account/profile/profileTabs';
import { settings } from './src/lib/settings';
import { PRERENDERED_STYLES_ID } from './src/theme/prerenderedStyles';
import { brandColours, fontStack, paletteFor } from './src/theme/tokens';

// Build settings read by src/lib/settings.ts; each is documented in README.md.
const BUILD_SETTINGS = [
  'CAMPO_API_BASE_URL',
  'CAMPO_PRODUCT_NAME',
  'CAMPO_SECRET_HEADER_NAME',
  'CAMPO_SECRET_HEADER_VALUE',
  'CAMPO_DEFAULT_LANGUAGE',
  'CAMPO_DEVTOOLS',
  'CAMPO_ADMIN_URL',
  'CAMPO_PROVIDER_EMAIL',
  'CAMPO_SOCIAL_URL',
  'CAMPO_APP_STORE_URL',
  'CAMPO_PLAY_STORE_URL',
] as const;

/**
 * The SPA's speed-ups that `npm run bench -- diagnose speed-ups` builds without, to measure what each buys
 * (docs/PERFORMANCE.md): `startInParts`, `prerenderedStyles` and the JS stand-ins below (JS_SPEEDUPS in
 * scripts/bench/speedUps.mjs). Only the bench sets it; the product builds with all on.
 */
const SPEEDUPS_OFF = (process.env.CAMPO_SPEEDUPS_OFF ?? '').split(',').filter(Boolean);
const speedUpOn = (name: string) => !SPEEDUPS_OFF.includes(name);

const root = __dirname;
const publicDir = path.join(root, 'public');

/** The path of MUI's SportsSoccer icon, the top bar's brand icon (src/components/layout/TopBar.tsx). */
const SHELL_ICON_PATH = /\bd: "([^"]+)"/.exec(
  fs.readFileSync(require.resolve('@mui/icons-material/SportsSoccer'), 'utf8'),
)![1];

/** The top bar's colours in one colour mode (MUI's AppBar as src/theme/components.ts draws it). */
function shellColours(mode: 'light' | 'dark') {
  const palette = paletteFor(mode) as { background: { paper: string }; divider: string; primary: { main: string } };
  return { paper: palette.background.paper, divider: palette.divider, brand: palette.primary.main };
}

/** The web app manifest's description: the pages' meta description (common catalogue `app.meta.description`). */
function appDescription(language: string): string {
  const catalogue = JSON.parse(
    fs.readFileSync(path.join(root, 'src', 'i18n', 'locales', language, 'common.json'), 'utf8'),
  );
  return String(catalogue.app.meta.description).replaceAll('{{product}}', settings.productName);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An SVG file as a data: URI (CSP's img-src allows data:). */
function svgDataUri(file: string): string {
  // Only what a URI or the double-quoted attribute cannot hold is escaped: a third of encodeURIComponent's length.
  const svg = fs.readFileSync(file, 'utf8').trim().replace(/"/g, "'");
  return `data:image/svg+xml,${svg.replace(/[%#<>\s]/g, (char) => encodeURIComponent(char))}`;
}

/**
 * TextField imports Select (with Menu, Popover, Modal) for its `select` mode, and the filled and standard inputs
 * beside the outlined one Campo uses, and NativeSelect the standard input as its default: lazy stand-ins keep them out
 * of every form's chunk (src/lib/mui/). What it buys
 * (docs/PERFORMANCE.md, `muiInputStandIns`): 18-20 KiB of gzip JS off /login, /products and /product/detail/{id},
 * which keeps them under the 220 KiB page budget (the `bundle` bench's pageJs fails CI above it).
 */
function muiInputStandIns() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/(Select|Input|FilledInput)(\/index\.mjs)?$/, (resource) => {
    const owner = /[\\/]@mui[\\/]material[\\/](TextField|NativeSelect)[\\/]?$/.exec(resource.context ?? '')?.[1];
    if (!owner) return;
    const stands: Record<string, string> = { Select: 'LazySelect', Input: 'LazyInput', FilledInput: 'LazyFilledInput' };
    const imported = resource.request.split('/')[1];
    // NativeSelect's default input is the standard Input; NativeSelectField always passes an outlined one.
    if (owner === 'NativeSelect' && imported !== 'Input') return;
    const stand = stands[imported];
    resource.request = path.join(root, `src/lib/mui/${stand}.tsx`);
  });
}

/**
 * ButtonBase imports TouchRipple, which it mounts only at a button's first press or keyboard focus: a lazy stand-in
 * (src/lib/mui/LazyTouchRipple.tsx) takes it out of the entry every page loads. What it buys (docs/PERFORMANCE.md,
 * `muiRippleStandIn`): about 2 KiB of gzip JS on every page.
 */
function muiRippleStandIn() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/TouchRipple(\.mjs)?$/, (resource) => {
    if (!/[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]?$/.test(resource.context ?? '')) return;
    resource.request = path.join(root, 'src/lib/mui/LazyTouchRipple.tsx');
  });
}

/**
 * InputBase imports TextareaAutosize for `multiline` fields: a stand-in that grows by CSS, as the chat's composer does
 * (src/lib/mui/GrowingTextarea.tsx), keeps it out of every form's chunk. What it buys (docs/PERFORMANCE.md,
 * `muiTextareaStandIn`): about 1 KiB of gzip JS on every page with a form.
 */
function muiTextareaStandIn() {
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/TextareaAutosize(\/index\.mjs)?$/, (resource) => {
    if (!/[\\/]@mui[\\/]material[\\/]InputBase[\\/]?$/.test(resource.context ?? '')) return;
    resource.request = path.join(root, 'src/lib/mui/GrowingTextarea.tsx');
  });
}

/**
 * Formik imports four lodash functions (clone, cloneDeep, isPlainObject, toPath) that bring 13.6 KB of lodash's
 * internals into every form's chunk; small stand-ins that answer as lodash does on what a form holds take their place
 * (src/lib/forms/formikLodash/, held against lodash by their test; jest maps formik's lodash to them too). What it buys
 * (docs/PERFORMANCE.md, `formikLodashStandIns`): about 4 KiB of gzip JS on every page with a form.
 */
function formikLodashStandIns() {
  return new webpack.NormalModuleReplacementPlugin(
    /^lodash(-es)?\/(clone|cloneDeep|isPlainObject|toPath)$/,
    (resource) => {
      if (!/[\\/]node_modules[\\/]formik[\\/]/.test(resource.context ?? '')) return;
      const name = resource.request.split('/')[1];
      resource.request = path.join(root, `src/lib/forms/formikLodash/${name}.ts`);
    },
  );
}

/**
 * MUI's createTheme and ThemeProvider import the CSS-variables theme and its provider (with the colour-scheme script
 * and storage) though they use them only for a theme with `cssVariables` or `colorSchemes`; Campo's theme has neither
 * (src/theme/createAppTheme.ts, held by its test), so a stand-in that throws takes their place
 * (src/lib/mui/noCssVariablesTheme.ts): 5-6 KiB of gzip JS off the entry every page loads (docs/PERFORMANCE.md).
 */
function muiThemeWithoutCssVariables() {
  return new webpack.NormalModuleReplacementPlugin(
    /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
    (resource) => {
      if (!/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context ?? '')) return;
      resource.request = path.join(root, 'src/lib/mui/noCssVariablesTheme.ts');
    },
  );
}

/** Copies public/ (favicon, robots.txt, icons) next to the bundle; index.html goes through HtmlWebpackPlugin. */
class CopyPublicPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(publicDir)) {
            if (name === 'index.html') continue;
            const file = path.join(publicDir, name);
            if (!fs.statSync(file).isFile()) continue;
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const defines = Object.fromEntries(
    BUILD_SETTINGS.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
  );
  defines['process.env.CAMPO_START_IN_PARTS'] = JSON.stringify(speedUpOn('startInParts') ? 'on' : 'off');

  return {
    mode,
    context: root,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      // Eight hex digits: the runtime lists every chunk's hash, loaded by every page (two more digits cost 0.3 KiB).
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports point at its development build only; production ships the lean one.
      alias: isProd ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { envName: mode, cacheDirectory: true } },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
        // @emotion/react imports it bare (for its withTheme, which Campo never calls), and the package does not say it
        // has no side effects, so webpack kept it (3 KiB minified with its react-is) in the entry of every page.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        scriptLoading: 'defer',
        // The icon inside the page: on a first visit its own request would hold one of the six connections the
        // page's scripts need (favicon.svg stays for anyone asking for it).
        templateParameters: {
          faviconHref: svgDataUri(path.join(publicDir, 'favicon.svg')),
          // The app shell (public/index.html): the top bar's icon, product name, colours and font.
          shellIconPath: SHELL_ICON_PATH,
          productName: escapeHtml(settings.productName),
          shell: { light: shellColours('light'), dark: shellColours('dark'), font: fontStack },
        },
      }),
      new webpack.DefinePlugin(defines),
      new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
      new CopyPublicPlugin(),
      // Before PwaPlugin: the service worker precaches the sheet it emits.
      ...(isProd && speedUpOn('prerenderedStyles')
        ? [new PrerenderedStylesPlugin(path.join(root, 'src', 'theme', 'prerendered.css'), PRERENDERED_STYLES_ID)]
        : []),
      new RoutePreloadsPlugin(
        path.join(root, 'src', 'app', 'routes.tsx'),
        settings.defaultLanguage,
        [
          {
            path: '/profile',
            source: path.join(root, 'src', 'app', 'pages', 'ProfileRoutePage.tsx'),
            param: PROFILE_TAB_PARAM,
            fallback: DEFAULT_PROFILE_TAB,
          },
        ],
        { localesDir: path.join(root, 'src', 'i18n', 'locales'), productName: settings.productName },
      ),
      // After RoutePreloadsPlugin (same stage): the service worker's precache list is read from its manifest.
      new PwaPlugin({
        workerEntry: path.join(root, 'src', 'serviceWorker', 'worker.ts'),
        minify: isProd,
        manifest: {
          name: settings.productName,
          description: appDescription(settings.defaultLanguage),
          language: settings.defaultLanguage,
          themeColour: brandColours.pitch.main,
          backgroundColour: brandColours.chalk,
        },
      }),
      ...(speedUpOn('muiInputStandIns') ? [muiInputStandIns()] : []),
      ...(speedUpOn('formikLodashStandIns') ? [formikLodashStandIns()] : []),
      ...(speedUpOn('muiRippleStandIn') ? [muiRippleStandIn()] : []),
      ...(speedUpOn('muiTextareaStandIn') ? [muiTextareaStandIn()] : []),
      muiThemeWithoutCssVariables(),
      ...(isProd && speedUpOn('compileHints') ? [new CompileHintsPlugin()] : []),
      ...(isProd ? [new PrecompressPlugin()] : []),
    ],
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    cache: {
      type: 'filesystem',
      buildDependencies: { config: [__filename, path.join(root, 'babel.config.js')] },
      // A bench build without a speed-up keeps a cache of its own (a plugin left out is not in webpack's cache key).
      ...(SPEEDUPS_OFF.length > 0 ? { name: [mode, ...SPEEDUPS_OFF].join('-') } : {}),
    },
    performance: { hints: false },
    optimization: {
      // Modern output (browserslist: browsers with ES modules), three compress passes and property reads taken as free
      // of side effects (no getter the app relies on for one): the landing budget is tight.
      minimizer: [
        new TerserPlugin({
          extractComments: false,
          terserOptions: {
            ecma: 2020,
            module: true,
            compress: { passes: 3, pure_getters: true },
            format: { comments: false },
          },
        }),
      ],
      runtimeChunk: 'single',
      // A page's chunks are few and whole: modules shared by a few routes are copied into each (up to 80 KB of
      // source) rather than split into many small chunks, each its own request and gzip stream (-1.3 to -2.4 KiB a
      // page). RTK Query and the base API (src/api/) form one chunk that every page with data loads once.
      splitChunks: {
        chunks: 'all',
        minSize: 80000,
        cacheGroups: {
          apiCore: {
            test: /[\\/](node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]|@standard-schema[\\/])|src[\\/]api[\\/](baseApi|baseQuery|pageData|tagTypes|queryOutcome)\.ts$)/,
            chunks: 'async',
            name: 'api-core',
            enforce: true,
            priority: 20,
          },
          // The cart's cache entry with its quantity machinery: the top bar's count on every member page and the
          // shop's pages all read it, so one copy loads once instead of one inside each of their chunks.
          cartApi: {
            test: /[\\/]src[\\/]features[\\/]products[\\/]cart[\\/](cartApi|sendQuantityNow|cartLineRules)\.ts$/,
            chunks: 'async',
            name: 'cart-api',
            enforce: true,
            priority: 20,
          },
          // The products API (lists, a product, the cart's changes), shared by the shop's pages.
          productsApi: {
            test: /[\\/]src[\\/]features[\\/]products[\\/]productsApi\.ts$/,
            chunks: 'async',
            name: 'products-api',
            enforce: true,
            priority: 20,
          },
        },
      },
      // Deterministic ids (stable across builds, for caching) of a fixed 4 digits: webpack's default widens every id
      // to 5 digits once the app passes 500 modules, which cost 0.4 KiB on the landing page alone.
      moduleIds: false,
    },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      historyApiFallback: true,
      hot: true,
      static: { directory: publicDir, watch: false },
      proxy: [
        {
          context: ['/api', '/uploads', '/payments'],
          target: process.env.DEV_API_TARGET ?? 'http://localhost:3000',
        },
      ],
    },
  };
};
