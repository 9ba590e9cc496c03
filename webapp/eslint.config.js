// Flat config: typescript-eslint, react-hooks, jsx-a11y, and the architecture rules
// (features never import each other; shared code never imports features; no barrel files).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import tseslint from '@signage/eslint-ts';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Inside feature F: other features are off limits, by alias or by a relative climb. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: `Features never import each other: move shared code to src/components, src/lib or src/types.`,
          },
          {
            group: ['../../*', '../../../*'],
            message: 'Import code outside this feature folder with the @/ alias (never climb into another feature).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'tools', '../src/http/static'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // jsx-a11y: our Field components bind <label htmlFor> to the input's id.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'htmlFor', depth: 3 }],
    },
  },
  {
    // Shared code and the app shell never reach into a feature (the router is the one exception).
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/types/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '**/features/**'], message: 'Shared code must not depend on a feature.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    // No barrel files: import the module that defines the thing.
    files: ['src/**/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the defining module.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'No barrel files: import from the defining module.' },
      ],
    },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The TV player's service worker, hand-written JavaScript.
    files: ['vite-plugins/player-sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
