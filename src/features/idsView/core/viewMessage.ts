// The line above the Ids view's tree: reading progress, an empty file, a key problem, or how far the lookups are.
// None while no document is shown: the view's welcome content (package.json, viewsWelcome) shows then, with buttons,
// and VS Code shows it only while the view has no message.
import type { KeyErrorKind } from '../../../model/lookupError';
import { byCount } from '../../../byCount';
import { l10n, translationLocale } from '../../../l10n';
import { progressMessage } from './progress';

/** What the message reads of the view's state (IdsViewState). */
export interface ViewMessageState {
  readonly shown: object | undefined;
  /** 0 to 1 while the file is read. */
  readonly scanProgress: number | undefined;
  readonly tally: { readonly size: number } | undefined;
  readonly running: boolean;
  readonly run: { readonly pace: { secondsLeft(remaining: number): number } } | undefined;
  keyError(): KeyErrorKind | undefined;
  counts(): { total: number; done: number };
  /** Failed rows that Retry Failed would ask again. */
  retryableFailures(): number;
}

export function viewMessage(s: ViewMessageState): string | undefined {
  if (s.shown === undefined) return undefined;
  if (s.scanProgress !== undefined)
    return l10n.t('Reading the ids in the file… {0}%', Math.floor(s.scanProgress * 100));
  if (s.tally === undefined) return undefined;
  if (s.tally.size === 0) return l10n.t('No ids in this file.');
  const key = s.keyError();
  if (key === 'NoKey') return l10n.t("No API key: set one (the key button above) to see the users' profiles.");
  if (key === 'Unauthorized') return l10n.t('The service rejected the API key: set it again (the key button above).');
  const counts = s.counts();
  if (counts.total === 0) return l10n.t('No user ids in this file.');
  const remaining = counts.total - counts.done;
  const failed = s.retryableFailures();
  // All answered, some failed: the way on is Retry Failed (the button above), not Resume.
  if (!s.running && remaining === 0 && failed > 0)
    return byCount(
      counts.total,
      translationLocale(),
      () =>
        l10n.t(
          {
            message: '{0} of {1} looked up: Retry failed ({2}) above asks the failed ones again',
            comment: 'plural category one',
          },
          counts.done,
          counts.total,
          failed,
        ),
      () =>
        l10n.t(
          '{0} of {1} looked up: Retry failed ({2}) above asks the failed ones again',
          counts.done,
          counts.total,
          failed,
        ),
    );
  return progressMessage({
    done: counts.done,
    total: counts.total,
    running: s.running,
    secondsLeft: s.run?.pace.secondsLeft(remaining) ?? remaining,
  });
}
