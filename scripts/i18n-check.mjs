// `npm run i18n:check`: both languages hold the same keys, and every literal key the code asks for exists.
// Literal keys are read from t('key'), t('ns:key') and i18nKey="key"; the namespace comes from the file's
// useTranslation('ns') (first one listed), else a `TFunction<'ns'>` parameter's type, else `common`. Template-literal keys are not checked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'src', 'i18n', 'locales');
const languages = fs.readdirSync(localesDir).filter((d) => fs.statSync(path.join(localesDir, d)).isDirectory());

function flatten(object, prefix = '', out = new Set()) {
  for (const [key, value] of Object.entries(object)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out.add(full);
  }
  return out;
}

const catalogues = {};
for (const lang of languages) {
  catalogues[lang] = {};
  for (const file of fs.readdirSync(path.join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
    catalogues[lang][file.replace(/\.json$/, '')] = flatten(
      JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8')),
    );
  }
}

const problems = [];
const [first, ...others] = languages;
for (const other of others) {
  for (const ns of new Set([...Object.keys(catalogues[first]), ...Object.keys(catalogues[other])])) {
    const a = catalogues[first][ns] ?? new Set();
    const b = catalogues[other][ns] ?? new Set();
    for (const key of a) if (!b.has(key)) problems.push(`${other}/${ns}.json lacks ${key}`);
    for (const key of b) if (!a.has(key)) problems.push(`${first}/${ns}.json lacks ${key}`);
  }
}

const hasKey = (key) => {
  const hits = [];
  for (const lang of languages) {
    const [ns, rest] = key.split(':');
    const set = catalogues[lang][ns];
    const plural = ['one', 'other', 'zero', 'few', 'many'].some((suffix) => set?.has(`${rest}_${suffix}`));
    hits.push(Boolean(set && (set.has(rest) || plural)));
  }
  return hits.every(Boolean);
};

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.(ts|tsx)$/.test(entry.name) &&
      !full.includes(`${path.sep}testing${path.sep}`)
    )
      yield full;
  }
}

let checked = 0;
for (const file of sourceFiles(path.join(root, 'src'))) {
  const text = fs.readFileSync(file, 'utf8');
  const nsMatch =
    text.match(/useTranslation\(\s*\[?\s*['"]([\w-]+)['"]/) ?? text.match(/TFunction<\s*['"]([\w-]+)['"]/);
  const defaultNs = nsMatch ? nsMatch[1] : 'common';
  const keyPattern = /(?:\bt\(\s*|i18nKey=)['"]([\w-]+(?::[\w.-]+)?(?:\.[\w-]+)+|[\w-]+:[\w.-]+)['"]/g;
  for (const match of text.matchAll(keyPattern)) {
    const raw = match[1];
    const key = raw.includes(':') ? raw : `${defaultNs}:${raw}`;
    checked += 1;
    if (!hasKey(key)) problems.push(`${path.relative(root, file)} uses missing key ${key}`);
  }
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`i18n check: ${languages.join(', ')} agree; ${checked} literal keys in code all exist.`);
