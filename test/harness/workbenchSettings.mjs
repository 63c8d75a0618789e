// User settings for a throwaway VS Code profile on an offline machine: nothing phones home, nothing
// updates itself, no AI or chat features or welcome pages, so the logs carry the extension's story. `npm start`
// turns chat and its agents back on (npmStartSettings), for the agent tools to be tried.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const QUIET_SETTINGS = {
  'telemetry.telemetryLevel': 'off',
  'telemetry.feedback.enabled': false,
  'update.mode': 'none',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'security.workspace.trust.enabled': false,
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  // The secondary side bar holds only the (disabled) chat: hidden, it leaves the room to the editors.
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'workbench.enableExperiments': false,
  'workbench.settings.enableNaturalLanguageSearch': false,
  'chat.disableAIFeatures': true,
  'chat.agent.enabled': false,
  'github.gitAuthentication': false,
  'git.autoRepositoryDetection': false,
  'npm.fetchOnlinePackageInfo': false,
  'typescript.disableAutomaticTypeAcquisition': true,
  // A throwaway profile needs no local history; on a save it copies the file in the background, and a test that
  // deletes the file just after saving it met that copy as an ENOENT stack trace in the test output.
  'workbench.localHistory.enabled': false,
};

/**
 * The profile `npm start` opens: quiet, but with chat and its agents on, so that the extension's agent tools
 * (#idsInText, #lookupUsers) can be tried from it; and the stand-in as the service.
 * @param {string} standInUrl
 * @returns {Record<string, unknown>} settings on top of the quiet ones
 */
export function npmStartSettings(standInUrl) {
  return {
    'chat.disableAIFeatures': false,
    'chat.agent.enabled': true,
    'workbench.secondarySideBar.defaultVisibility': 'visible',
    'profileLookup.baseUrl': standInUrl,
  };
}

/**
 * Writes `<userDataDir>/User/settings.json`, the user settings of both code-server and desktop VS Code.
 * @param {string} userDataDir
 * @param {Record<string, unknown>} [extra] settings on top of the quiet ones
 */
export async function writeUserSettings(userDataDir, extra = {}) {
  const userDir = path.join(userDataDir, 'User');
  await mkdir(userDir, { recursive: true });
  await writeFile(path.join(userDir, 'settings.json'), `${JSON.stringify({ ...QUIET_SETTINGS, ...extra }, null, 2)}\n`);
}
