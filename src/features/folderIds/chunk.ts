// Entry of the lazily required dist/features/folderIds/chunk.js (src/host/chunkLoader.ts): the folder scan, its
// lookups and tree, loaded the first time Find User Ids in Folder runs or the view is shown.
import type { FolderIdsDeps, FolderIdsView } from './folderIds';
import { FolderIdsController } from './folderIdsController';

export function createFolderIdsView(deps: FolderIdsDeps): FolderIdsView {
  return new FolderIdsController(deps);
}
