// Entry of the lazily required dist/idsView.js (src/host/lazyChunks.ts): the Ids view's scan, lookups and tree,
// loaded the first time the view is shown or one of its commands runs.
import type { IdsView, IdsViewDeps } from './contract';
import { IdsViewController } from './idsViewController';

export { useTranslator } from '../../l10n';

export function createIdsView(deps: IdsViewDeps): IdsView {
  return new IdsViewController(deps);
}
