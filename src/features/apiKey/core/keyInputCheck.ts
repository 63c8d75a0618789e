// What the Set API Key box says while the user types or pastes: why the text cannot be stored (an error), or that it
// does not look like the service's keys (a warning: the format may change, so it is never a reason to refuse).
import { keyFormatProblem, looksLikeServiceKey } from '../../../api/model/keyFormat';
import { l10n } from '../../../l10n';

/** Said of a key that may be mistyped, never a reason to refuse it. */
export function unusualKeyNote(): string {
  return l10n.t(
    'It does not look like a service key (those start with lorixp_); if lookups say the key was rejected, copy it again.',
  );
}

export interface KeyInputNote {
  message: string;
  severity: 'error' | 'warning';
}

/** Nothing for an empty box (nothing typed yet) and for a key of the usual shape. */
export function checkKeyInput(value: string): KeyInputNote | undefined {
  if (value.length === 0) return undefined;
  const problem = keyFormatProblem(value.trim() === '' ? '' : value);
  if (problem !== undefined) return { message: problem, severity: 'error' };
  return looksLikeServiceKey(value) ? undefined : { message: unusualKeyNote(), severity: 'warning' };
}
