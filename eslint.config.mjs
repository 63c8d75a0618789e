// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'out/', '.cache/', '.vscode-test/', 'node_modules/', 'media/*.js.map'] },
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
    files: ['**/*.mjs', 'media/**/*.js'],
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly',
        acquireVsCodeApi: 'readonly', navigator: 'readonly', setTimeout: 'readonly', setInterval: 'readonly',
        clearTimeout: 'readonly', clearInterval: 'readonly', Intl: 'readonly', URL: 'readonly',
        fetch: 'readonly', Buffer: 'readonly', URLSearchParams: 'readonly', AbortController: 'readonly',
        AbortSignal: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', performance: 'readonly',
        requestAnimationFrame: 'readonly', HTMLElement: 'readonly', Event: 'readonly', KeyboardEvent: 'readonly',
        MouseEvent: 'readonly', Node: 'readonly', Element: 'readonly', MutationObserver: 'readonly', globalThis: 'readonly',
      },
    },
  },
);
