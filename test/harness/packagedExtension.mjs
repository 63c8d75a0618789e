// The extension exactly as users get it: `npm run package` builds the production bundle and the .vsix,
// and the .vsix (a zip whose extension/ folder is what VS Code installs) is unpacked for the test run.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from './runCommand.mjs';

/**
 * @param {string} repoRoot
 * @returns {Promise<string>} the .vsix file
 */
export async function packageExtension(repoRoot) {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'));
  const vsix = path.join(repoRoot, `${manifest.name}-${manifest.version}.vsix`);
  // A .vsix left from an earlier run must not pass for this run's package.
  await rm(vsix, { force: true });
  await runCommand('npm', ['run', 'package'], { cwd: repoRoot, quiet: true });
  if (!existsSync(vsix)) throw new Error(`npm run package did not produce ${vsix}`);
  return vsix;
}

/**
 * @param {string} vsix
 * @param {string} destination  an empty or absent folder
 * @returns {Promise<string>} the unpacked extension folder
 */
export async function unpackVsix(vsix, destination) {
  try {
    await runCommand('unzip', ['-q', '-o', vsix, 'extension/*', '-d', destination], { quiet: true });
  } catch (error) {
    throw new Error(`unpacking ${vsix} needs the unzip command (Debian: apt-get install unzip)`, { cause: error });
  }
  const extensionDir = path.join(destination, 'extension');
  if (!existsSync(path.join(extensionDir, 'package.json'))) throw new Error(`${vsix} holds no extension/package.json`);
  return extensionDir;
}
