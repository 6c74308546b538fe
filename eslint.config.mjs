import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier/flat';
import { layers } from './eslint.layers.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'server/**/*.ts', 'scripts/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layers,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ModalDialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/Dialog',
              message: 'Use ModalDialog (src/components/ModalDialog.tsx): its fade forces no layout on opening.',
            },
          ],
        },
      ],
    },
  },
  // Formatting belongs to Prettier (npm run format:check); this turns off the lint rules that would argue with it.
  prettier,
);
