// `npm run styles:prerender`: writes src/theme/prerendered.css, the rules emotion inserts on the first load of every
// page, made ahead so a page's first render neither compiles nor inserts them (src/theme/prerenderedStyles.ts;
// what it buys: docs/PERFORMANCE.md, `prerenderedStyles`). Builds the SPA without the sheet, serves it with the demo
// data (scripts/bench/webServer.mjs) and opens every page of the route table and every profile tab in Debian
// chromium, at 390 and 1440 px, in the light and the dark scheme, logged in where the page needs it; each rule is
// recorded as emotion hands it to insertRule, in the order of the first page that inserted it. Run it after changing
// the theme or a component's styles: a rule missing from the sheet is inserted at run time, as without the sheet
// (the `prerenderedStyles` journey says which page inserts rules the sheet lacks).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { benchRoutes, buildSpa, sessionCookies, startWebServer } from '../bench/webServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PRERENDERED_CSS = path.join(root, 'src', 'theme', 'prerendered.css');
/** Emotion's key in src/index.tsx: its rules are `.campo-<name>{…}` and `@keyframes animation-<hash>{…}`. */
const EMOTION_KEY = 'campo';
const WIDTHS = [390, 1440];
const SCHEMES = ['light', 'dark'];
const PROFILE_TABS = ['association', 'myEvents'];

/** Emotion's name of a rule it inserted (the key of its `inserted` map), or null for a rule of no name. */
export function emotionName(rule) {
  const keyframes = /^@(?:-webkit-)?keyframes ([\w-]+)/.exec(rule);
  if (keyframes) return keyframes[1];
  return new RegExp(`\\.${EMOTION_KEY}-([\\w-]+)`).exec(rule)?.[1] ?? null;
}

/**
 * The sheet from the rules each load inserted, in order: every name once, its rules together, names in the order
 * they were first inserted over the loads. Its first rule lists the names for the SPA.
 */
export function prerenderedSheet(loads) {
  const rulesByName = new Map();
  for (const rules of loads) {
    for (const rule of rules) {
      const name = emotionName(rule);
      if (!name) continue;
      if (!rulesByName.has(name)) rulesByName.set(name, []);
      const known = rulesByName.get(name);
      if (!known.includes(rule)) known.push(rule);
    }
  }
  const names = [...rulesByName.keys()];
  // The selector is the sheet's own <link> (PRERENDERED_STYLES_ID, src/theme/prerenderedStyles.ts): it draws nothing.
  return [`#campo-prerendered-styles{--names:"${names.join(' ')}"}`, ...names.flatMap((name) => rulesByName.get(name))]
    .join('\n')
    .concat('\n');
}

/** Records every rule inserted into emotion's sheets, as the page's scripts insert them. */
function recordInsertedRules(key) {
  // Runs in the page: globalThis is its window.
  const page = globalThis;
  page.__insertedRules = [];
  const insertRule = page.CSSStyleSheet.prototype.insertRule;
  page.CSSStyleSheet.prototype.insertRule = function record(rule, index) {
    if (this.ownerNode?.getAttribute?.('data-emotion') === key) page.__insertedRules.push(rule);
    return insertRule.call(this, rule, index);
  };
}

async function main() {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campo-prerender-'));
  console.info('Building the SPA without the prerendered sheet...');
  buildSpa(root, { distDir, env: { CAMPO_SPEEDUPS_OFF: 'prerenderedStyles' } });
  const server = await startWebServer(root, { distDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const loads = [];
  try {
    // Beside the benchmarked pages: the profile's other tabs and a group's edit form.
    const pages = benchRoutes(server).flatMap((route) => {
      if (route.name === '/profile')
        return [route, ...PROFILE_TABS.map((tab) => ({ ...route, path: `/profile?tab=${tab}` }))];
      if (route.name === '/group/create' && server.groupId)
        return [route, { ...route, path: `/group/create/${server.groupId}` }];
      return [route];
    });
    for (const scheme of SCHEMES) {
      for (const { path: pagePath, session } of pages) {
        for (const width of WIDTHS) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
          if (session) await context.addCookies(sessionCookies(server.baseUrl, server.token));
          await context.addInitScript(recordInsertedRules, EMOTION_KEY);
          const page = await context.newPage();
          await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(500);
          const rules = await page.evaluate(() => globalThis.__insertedRules);
          loads.push(rules);
          console.info(`${pagePath} at ${width} px, ${scheme}: ${rules.length} rules`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  }
  const css = prerenderedSheet(loads);
  fs.writeFileSync(PRERENDERED_CSS, css);
  console.info(`Wrote ${path.relative(root, PRERENDERED_CSS)}: ${(css.length / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
