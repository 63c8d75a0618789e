// Retakes the README's workbench screenshot: runs the integration suite in the real VS Code, whose last test
// leaves a log beside a profile panel, and saves the workbench as media/screenshots/workbench.png.
// Run: node scripts/screenshots.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(process.execPath, [path.join(root, 'test', 'harness', 'runCodeServer.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOT_DIR: path.join(root, 'media', 'screenshots') },
});
process.exit(result.status ?? 1);
