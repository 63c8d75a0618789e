// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'out/', '.cache/', '.vscode-test/', 'node_modules/',] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    // The core never depends on the editor: it runs and is tested in plain Node.
    files: ['src/ids/**', 'src/api/**', 'src/markup/**', 'src/webview/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'The core (ids, api, markup, webview rendering) must not import vscode.' }] }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Functions it hands to Playwright's page.evaluate run in the browser.
    files: ['test/harness/workbenchBrowser.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The panel's page script runs in the webview, not in Node.
    files: ['src/webview/script/**'],
    languageOptions: { globals: globals.browser },
  },
);
