// `npm run contract:lint`: lints the committed docs/openapi.json with Redocly's engine (@redocly/openapi-core, what
// `redocly lint` runs) and the configuration in redocly.yaml (the recommended ruleset; the accepted exceptions in
// .redocly.lint-ignore.yaml). Fails on any error or warning.
import { resolve } from 'node:path';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

const root = resolve(__dirname, '..');
const DOCUMENT = resolve(root, 'docs/openapi.json');

async function main(): Promise<void> {
  const config = await loadConfig({ configPath: resolve(root, 'redocly.yaml') });
  const problems = (await lint({ ref: DOCUMENT, config })).map((problem) =>
    config.styleguide.addProblemToIgnore(problem),
  );
  const totals = getTotals(problems);
  if (totals.errors + totals.warnings > 0) {
    formatProblems(problems, { format: 'codeframe', totals, version: 'contract:lint', cwd: root });
    console.error(`contract:lint: docs/openapi.json has ${totals.errors} errors and ${totals.warnings} warnings`);
    process.exit(1);
  }
  console.info(
    `contract:lint: docs/openapi.json passes Redocly's recommended ruleset (${totals.ignored} accepted exceptions)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
