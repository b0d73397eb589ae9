// One lint setup for the whole workspace (flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureLayers from './eslint-rules/feature-layers.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The frontend remotes' layers: features import shared code, never each other (eslint-rules/feature-layers.js).
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-layers': featureLayers } } },
    rules: { 'local/feature-layers': 'error' },
  },
);
