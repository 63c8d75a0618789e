// Entry of the lazily required dist/features/idsView/chunk.js (src/host/chunkLoader.ts): the Ids view's scan, lookups
// and tree, loaded the first time the view is shown or one of its commands runs.
import type { IdsView, IdsViewDeps } from './idsView';
import { IdsViewController } from './idsViewController';

export function createIdsView(deps: IdsViewDeps): IdsView {
  return new IdsViewController(deps);
}
