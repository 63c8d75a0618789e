// The folder scan's core as it ships in dist/features/folderIds/chunk.js: built by esbuild.mjs's production options
// (running src through tsx wraps every imported function in a getter, which a hot loop pays for on each call).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(__dirname, '..');

export interface ShippedFolderScan {
  FolderScan: typeof import('../src/features/folderIds/core/folderScan').FolderScan;
  idsToLookUp: typeof import('../src/features/idsView/core/idTable').idsToLookUp;
  entryKind: typeof import('../src/features/idsView/core/idTally').entryKind;
}

export async function loadShippedFolderScan(outdir: string): Promise<ShippedFolderScan> {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
    buildOptions: (o: object) => esbuild.BuildOptions;
  };
  const entry = join(outdir, 'folderScanEntry.ts');
  const src = (file: string) => JSON.stringify(join(root, 'src', file));
  writeFileSync(
    entry,
    [
      `export { FolderScan } from ${src('features/folderIds/core/folderScan')};`,
      `export { idsToLookUp } from ${src('features/idsView/core/idTable')};`,
      `export { entryKind } from ${src('features/idsView/core/idTally')};`,
    ].join('\n'),
  );
  await esbuild.build({
    ...buildOptions({ production: true, outdir, quiet: true }),
    entryPoints: { folderScan: entry },
    absWorkingDir: root,
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(outdir, 'folderScan.js')) as ShippedFolderScan;
}
