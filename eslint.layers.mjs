// The layers of the SPA and of the server, and the rules that hold them (docs/CONVENTIONS.md, "Layers").
// Zones name folders relative to the repository root; no-restricted-paths matches its `except` globs against
// absolute paths, so every glob here is made absolute.
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const abs = (glob) => path.join(root, glob);

const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** SPA features: each folder's root files (its `<section>Api.ts`, catalogue, slices, hooks) are its public surface. */
export const spaFeatures = ['account', 'events', 'messages', 'orders', 'products', 'public'];
/** Shared layers of the SPA: everything a feature may import. */
const spaShared = ['lib', 'components', 'theme', 'i18n', 'api', 'session', 'preferences'];

/** Server modules and what each shows the others: its schemas and texts, plus the files listed here. */
export const serverModules = [
  'account',
  'associations',
  'contact',
  'events',
  'messages',
  'orders',
  'products',
  'system',
];
const serverPublic = [
  'server/src/modules/*/**/*.schemas.ts',
  'server/src/modules/*/*.texts.ts',
  'server/src/modules/events/{eventListItem,htmlText}.ts',
  'server/src/modules/products/{addresses,cart,cartLive}.ts',
];
/** Server code that composes modules: it may also import their routes and the public event page's meta tags. */
const serverComposers = [
  'server/src/{app,main,workers}.ts',
  'server/src/contract/openapi*.ts',
  'server/src/db/seed/**',
];
/** Shared server plumbing, below the modules. */
const serverShared = [
  'server/src/{auth,geo,http,i18n,lib,mail,payments,realtime,storage,types}/**',
  'server/src/contract/!(openapi*).ts',
  'server/src/db/*.ts',
  'server/src/db/migrations/**',
];

const spaZones = [
  ...spaShared.map((layer) => ({
    target: `src/${layer}`,
    from: ['src/features', 'src/app', 'src/testing', 'src/index.tsx'],
    message: `Shared code (src/${layer}) is below features and app: move what both need down, or pass it in.`,
  })),
  {
    target: 'src/features',
    from: ['src/app', 'src/testing', 'src/index.tsx'],
    message: 'Features are below app/: app composes features, never the other way.',
  },
  ...spaFeatures.map((feature) => ({
    target: `src/features/${feature}/**`,
    from: [abs(`src/features/!(${feature})/**`)],
    except: [abs('src/features/*/*.{ts,tsx}')],
    message: 'Another feature is reached through its root files only (its <section>Api.ts, slices, catalogue).',
  })),
];

const serverZones = [
  {
    target: serverShared,
    from: ['server/src/modules/**', ...serverComposers].map(abs),
    message: 'Shared server plumbing is below the modules: it never imports a module or what composes them.',
  },
  {
    target: serverComposers,
    from: [abs('server/src/modules/**')],
    except: [...serverPublic, 'server/src/modules/*/*.routes.ts', 'server/src/modules/events/publicEvent*.ts'].map(abs),
    message: 'A module is composed through its *.routes.ts and its public files (eslint.layers.mjs).',
  },
  ...serverModules.map((mod) => ({
    target: `server/src/modules/${mod}/**`,
    from: [abs(`server/src/modules/!(${mod})/**`)],
    except: serverPublic.map(abs),
    message:
      'Another module is reached through its *.schemas.ts, *.texts.ts and the public files in eslint.layers.mjs.',
  })),
  {
    target: 'server/src/db/migrations',
    from: ['server/src'],
    except: ['./db/migrations'],
    message: 'A migration is frozen: it imports kysely and files of db/migrations only (copy a helper beside it).',
  },
];

export const layers = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only the extensions listed here when it follows imports (for cycles): TypeScript included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    // Tests and test helpers sit above everything: a feature's test may render the app's pages and route table.
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...spaZones, ...serverZones] }] },
  },
];
