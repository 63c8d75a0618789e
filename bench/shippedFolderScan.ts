// The folder scan's core as it ships in dist/features/folderIds/chunk.js: built by esbuild.mjs's production options
// (running src through tsx wraps every imported function in a getter, which a hot loop pays for on each call).
import { buildShipped, srcModule } from './shippedBuild';

export interface ShippedFolderScan {
  FolderScan: typeof import('../src/features/folderIds/core/folderScan').FolderScan;
  idsToLookUp: typeof import('../src/features/idsView/core/idTable').idsToLookUp;
  entryKind: typeof import('../src/features/idsView/core/idTally').entryKind;
  warmRipgrepWorker: typeof import('../src/features/folderIds/core/ripgrepProcess').warmRipgrepWorker;
}

export function loadShippedFolderScan(outdir: string): Promise<ShippedFolderScan> {
  return buildShipped<ShippedFolderScan>(
    outdir,
    'folderScan',
    [
      `export { FolderScan } from ${srcModule('features/folderIds/core/folderScan')};`,
      `export { idsToLookUp } from ${srcModule('features/idsView/core/idTable')};`,
      `export { entryKind } from ${srcModule('features/idsView/core/idTally')};`,
      `export { warmRipgrepWorker } from ${srcModule('features/folderIds/core/ripgrepProcess')};`,
    ].join('\n'),
  );
}
