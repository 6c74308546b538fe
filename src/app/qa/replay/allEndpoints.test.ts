import fs from 'node:fs';
import path from 'node:path';

// A recorded answer of an endpoint the replay has not loaded stops the replay at that action: every API module of
// the features must be in allEndpoints.ts.
it('loads every API module of the features before a replay', () => {
  const features = path.join(__dirname, '../../../features');
  const apiModules = (fs.readdirSync(features, { recursive: true }) as string[])
    .filter((file) => /Api\.ts$/.test(file))
    .map((file) => `../../../features/${file.replace(/\\/g, '/').replace(/\.ts$/, '')}`)
    .sort();
  const listed = [...fs.readFileSync(path.join(__dirname, 'allEndpoints.ts'), 'utf8').matchAll(/^import '([^']+)';$/gm)]
    .map((match) => match[1])
    .sort();
  expect(apiModules.length).toBeGreaterThan(10);
  expect(listed).toEqual(apiModules);
});
