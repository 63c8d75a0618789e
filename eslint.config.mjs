// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Tests wait for conditions: "networkidle" waits for 500 ms of network silence, which a loaded machine (npm test runs
// the integration part beside the browser part) can keep from coming within any budget. The panel's pages settle
// through panelHarness's settled().
const NO_NETWORK_IDLE = {
  selector: "Literal[value='networkidle']",
  message: 'Wait for a condition (panelHarness settled(), or what the test needs), not for network silence.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'out/',
      '.cache/',
      '.vscode-test/',
      'node_modules/',
      'test/corpus/',
    ] /* the corpora are third-party text quoted as data, not our code */,
  },
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
    // The vscode-free core never depends on the editor: it runs and is tested in plain Node. The shared layers, and
    // each feature's core/ (and the panel's browser script).
    files: ['src/{l10n,log}.ts', 'src/{model,ids,api,markup,profile,text}/**', 'src/features/*/{core,script}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vscode',
              message:
                'The vscode-free core (l10n, log, model, ids, api, markup, profile, text, features/*/core) must not import vscode.',
            },
          ],
        },
      ],
    },
  },
  {
    // Untitled documents are opened through the fixture's openUntitled: VS Code reuses a closed one's name, and under
    // load hands back the closed document with its old text (test/integration/fixture.ts says how it is waited out).
    files: ['test/integration/**/*.ts'],
    ignores: ['test/integration/fixture.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='openTextDocument'] > ObjectExpression.arguments",
          message:
            'Open untitled documents with openUntitled (fixture.ts): VS Code may hand back a closed document of the same name.',
        },
        NO_NETWORK_IDLE,
      ],
    },
  },
  {
    // Browser tests and the harness wait for conditions too (the integration tests' rule above says the same).
    files: ['test/browser/**/*.ts', 'test/harness/**/*.mjs'],
    rules: { 'no-restricted-syntax': ['error', NO_NETWORK_IDLE] },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS: what mocha's configuration loads (.mocharc.cjs and what it requires).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Functions it hands to Playwright's page.evaluate run in the browser.
    files: ['test/harness/workbenchBrowser.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The panel's page script runs in the webview, not in Node.
    files: ['src/features/panel/script/**'],
    languageOptions: { globals: globals.browser },
  },
);
