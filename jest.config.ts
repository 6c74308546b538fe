import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// Packages published as ESM only: babel-jest must transform them for jest's CommonJS runtime.
const esmOnly = [
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  '@open-draft',
  'rettime',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'jose',
  'typebox',
  'cookie',
  'content-disposition',
  'ical.js',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
const transform = { '^.+\\.(mjs|cjs|[jt]sx?)$': 'babel-jest' };

const config: Config = {
  // CI machines have 2 cores shared by both projects: give slow set-ups (seeding, argon2) room, never a race.
  testTimeout: 30_000,
  // Jest's default (one worker fewer than the cores) runs a 2-core machine's suites one at a time in one process;
  // two workers there take the SQLite pass from about 20 to 12 minutes and PostgreSQL's from 10 to 6.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.js',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      moduleNameMapper: {
        '\\.(css|less|scss)$': '<rootDir>/__mocks__/styleMock.js',
        '\\.(png|jpe?g|gif|svg|webp|woff2?)$': '<rootDir>/__mocks__/fileMock.js',
        // Formik with the lodash stand-ins the build gives it (webpack.config.ts, formikLodashStandIns).
        '^lodash/(clone|cloneDeep|isPlainObject|toPath)$': '<rootDir>/src/lib/forms/formikLodash/$1.ts',
      },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      // `*.pg.test.ts` need PostgreSQL itself (several servers on one database): CI's PostgreSQL pass runs them.
      testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/'] : ['/node_modules/', '\\.pg\\.test\\.ts$'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
