// Proves the layer rules of eslint.layers.mjs bite: lints planted imports (in memory, at made-up paths) and a planted
// two-file cycle (written for the run, then removed) with the project's own ESLint config, and fails unless each
// planted breach is an error and each allowed import is not. CI runs it right after `npm run lint`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

const PATHS = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

/** [what it shows, file path, import, the rule that must fire (null: none of the layer rules may)]. */
const planted = [
  ['shared code importing a feature', 'src/lib/planted.ts', '../features/events/eventsApi', PATHS],
  ['api/ importing app/', 'src/api/planted.ts', '../app/store', PATHS],
  ['a feature importing app/', 'src/features/products/planted.ts', '../../app/routes', PATHS],
  [
    "a feature importing another feature's internals",
    'src/features/products/planted.ts',
    '../events/list/EventsPage',
    PATHS,
  ],
  ["a feature importing another feature's root file", 'src/features/products/planted.ts', '../events/eventsApi', null],
  ['a feature importing shared code', 'src/features/products/planted.ts', '../../session/sessionSlice', null],
  [
    "a server module importing another module's internals",
    'server/src/modules/orders/planted.ts',
    '../events/eventList',
    PATHS,
  ],
  [
    "a server module importing another module's schemas",
    'server/src/modules/orders/planted.ts',
    '../events/events.schemas',
    null,
  ],
  ['server plumbing importing a module', 'server/src/http/planted.ts', '../modules/events/events.schemas', PATHS],
  ['a migration importing live code', 'server/src/db/migrations/planted.ts', '../dialectOf', PATHS],
  ['a migration importing a module', 'server/src/db/migrations/planted.ts', '../../modules/events/htmlText', PATHS],
  ['a migration importing its own helpers', 'server/src/db/migrations/planted.ts', './columns', null],
];

async function layerErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === PATHS || m.ruleId === CYCLE);
}

const failures = [];
function expect(label, errors, rule) {
  const ok = rule ? errors.some((m) => m.ruleId === rule) : errors.length === 0;
  const found = errors.map((m) => m.ruleId).join(', ') || 'no layer error';
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${found}`);
  if (!ok) failures.push(label);
}

for (const [label, filePath, specifier, rule] of planted) {
  expect(
    label,
    await layerErrors(filePath, `import * as planted from '${specifier}';\nexport const used = planted;\n`),
    rule,
  );
}

// A cycle needs both files on disk: the rule reads the other one to follow its imports.
for (const dir of ['src/lib', 'server/src/lib']) {
  const folder = path.join(root, dir, `plantedCycle${process.pid}`);
  mkdirSync(folder, { recursive: true });
  try {
    writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const code = "import { b } from './b';\nexport const a = () => b;\n";
    expect(
      `a two-file cycle in ${dir}`,
      await layerErrors(path.join(path.relative(root, folder), 'a.ts'), code),
      CYCLE,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (failures.length > 0) {
  console.error(`\nThe layer rules let ${failures.length} planted case(s) through: ${failures.join('; ')}`);
  process.exit(1);
}
console.info('\nEvery planted breach is an error; every allowed import passes.');
