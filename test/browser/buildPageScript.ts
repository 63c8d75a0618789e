// Mocha root-hook plugin of the browser suite: builds the panel's page script (dist/webview/panel.js) with the
// extension's own esbuild options once, before any test, so the browser loads what the extension ships.
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO_ROOT = join(__dirname, '..', '..');

export const mochaHooks = {
  async beforeAll(this: Mocha.Context): Promise<void> {
    this.timeout(300_000);
    const { webviewBuildOptions } = (await import(pathToFileURL(join(REPO_ROOT, 'esbuild.mjs')).href)) as {
      webviewBuildOptions: (o: object) => esbuild.BuildOptions;
    };
    await esbuild.build({
      ...webviewBuildOptions({ quiet: true, outdir: join(REPO_ROOT, 'dist') }),
      absWorkingDir: REPO_ROOT,
    });
  },
};
