// Retakes the README's workbench screenshots: runs the integration suite in the real VS Code, whose last test
// leaves a log beside a profile panel (media/screenshots/workbench.png, workbench-pt-br.png); then the Ids view's
// scene alone in the newest VS Code (the sample log beside the view: media/screenshots/ids-view.png), and the folder
// view's (a folder of logs beside the Ids in Folder view: media/screenshots/folder-view.png).
// Run: node scripts/screenshots.mjs
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const shots = path.join(root, 'media', 'screenshots');
const runner = path.join(root, 'test', 'harness', 'runCodeServer.mjs');

/** @param {Record<string, string>} env */
function runSuite(env) {
  return spawnSync(process.execPath, [runner], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

const tour = runSuite({ SCREENSHOT_DIR: shots });
if (tour.status !== 0) process.exit(tour.status ?? 1);

// Only the ordinary window has a test of that title: the other windows report that none ran, which is expected here.
/**
 * Runs the one test titled `grep` in the newest VS Code and keeps its screenshot as media/screenshots/`name`.
 * @param {string} grep
 * @param {string} name
 */
function scene(grep, name) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'scene-shot-'));
  try {
    runSuite({ SCREENSHOT_DIR: scratch, VSCODE_VERSIONS: 'newest', INTEGRATION_GREP: grep });
    const taken = path.join(scratch, 'workbench.png');
    if (!existsSync(taken)) {
      console.error(`the ${grep} was not taken`);
      process.exit(1);
    }
    copyFileSync(taken, path.join(shots, name));
    console.log(`wrote ${path.join(shots, name)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

scene('Ids view screenshot', 'ids-view.png');
scene('Folder view screenshot', 'folder-view.png');
