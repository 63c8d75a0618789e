// Entry of the lazily required dist/idsView.js: the Ids view's scan, lookups and tree, loaded the first time the
// view is shown or one of its commands runs. This bundle has its own copy of src/l10n.ts, so it is handed the
// editor's translator here.
import { useTranslator } from '../../l10n';
import type { IdsView, IdsViewDeps } from './contract';
import { IdsViewController } from './idsViewController';

export function createIdsView(deps: IdsViewDeps): IdsView {
  useTranslator(deps.translate);
  return new IdsViewController(deps);
}
