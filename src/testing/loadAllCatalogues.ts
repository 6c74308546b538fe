import fs from 'node:fs';
import path from 'node:path';
import { i18n } from '../i18n';

const LOCALES_DIR = path.join(__dirname, '..', 'i18n', 'locales');

/**
 * Tests render screens directly, without the lazy route that waits for its catalogues (lazyWithCatalogues), and
 * switch languages without waiting: every namespace of both languages is in i18next before any test runs. The
 * loading itself is tested in src/i18n/catalogues.test.tsx.
 */
export function loadAllCatalogues(): void {
  for (const language of fs.readdirSync(LOCALES_DIR)) {
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
      const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'));
      i18n.addResourceBundle(language, path.basename(file, '.json'), catalogue, true, true);
    }
  }
}
