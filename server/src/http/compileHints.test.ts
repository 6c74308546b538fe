import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../../../scripts/lib/compileHintsPlugin.mjs';

// The production build's scripts start with V8's compile hint (scripts/lib/compileHintsPlugin.mjs), and their source
// maps still point at the right lines (the bench's page-tasks diagnostic and error reports read them).

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campo-compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    ['export function twice(n) {', '  return n * 2;', '}', 'globalThis.answer = twice(21);', ''].join('\n'),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(plugins: webpack.WebpackPluginInstance[]): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        devtool: 'source-map',
        output: { path: path.join(dir, 'dist'), filename: 'assets/[name].[contenthash].js', clean: true },
        plugins,
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    );
  });
}

function script(): { name: string; code: string } {
  const name = fs.readdirSync(path.join(dir, 'dist', 'assets')).find((file) => file.endsWith('.js'));
  if (!name) throw new Error('no script built');
  return { name, code: fs.readFileSync(path.join(dir, 'dist', 'assets', name), 'utf8') };
}

it('puts the hint on the first line of each script, with a source map shifted by that line', async () => {
  const stats = await build([new CompileHintsPlugin()]);
  expect(stats.hasErrors()).toBe(false);
  const { name, code } = script();
  expect(code.startsWith(COMPILE_HINT)).toBe(true);

  const map = new SourceMap(JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'assets', `${name}.map`), 'utf8')));
  const lines = code.split('\n');
  const line = lines.findIndex((text) => text.includes('answer'));
  expect(line).toBe(1);
  expect(map.findEntry(line, lines[line].indexOf('answer'))).toMatchObject({
    originalSource: expect.stringMatching(/entry\.js$/),
    originalLine: 3,
  });
});

it('leaves the scripts as they were without the plugin, under another content hash', async () => {
  await build([new CompileHintsPlugin()]);
  const hinted = script();
  await build([]);
  const plain = script();
  expect(plain.code.startsWith('//#')).toBe(false);
  const withoutMapLink = (code: string) => code.replace(/\/\/# sourceMappingURL=.*$/, '');
  expect(withoutMapLink(hinted.code)).toBe(`${COMPILE_HINT}${withoutMapLink(plain.code)}`);
  expect(plain.name).not.toBe(hinted.name);
});
