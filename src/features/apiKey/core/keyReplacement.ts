// Whether "Move the API key to secret storage" may put the key it found in place of the stored one at once, or must
// ask first (issue #27: it silently replaced a working key with a made-up one, and every lookup then said "API key
// rejected"). A key the format refuses is never stored; a stored key the service rejected is replaced without a
// question (it does not work); any other stored key is replaced only when the user says so, naming whose key it is
// when the service has said.
import type { ServiceState } from '../../../api/serviceTypes';
import { keyFormatProblem } from '../../../api/model/keyFormat';
import { l10n } from '../../../l10n';
import { describeApiKeyOwner } from '../../../profile/apiKeyOwner';
import { isKeyShaped } from './keyScan';

export type Replacement =
  /** The key cannot be stored: why, in words that never repeat it. */
  | { kind: 'refused'; reason: string }
  /** The key found is the stored one: only the file changes. */
  | { kind: 'alreadyStored' }
  /** Nothing stored, or a stored key the service rejected: stored at once. */
  | { kind: 'store' }
  /** Another key is stored and may work: the question to ask first. */
  | { kind: 'ask'; question: string };

export function replacementOf(
  found: string,
  stored: string | undefined,
  service: Pick<ServiceState, 'outcome' | 'owner'>,
): Replacement {
  const problem =
    keyFormatProblem(found) ?? (isKeyShaped(found) ? undefined : l10n.t('It is not shaped like an API key.'));
  if (problem !== undefined) return { kind: 'refused', reason: problem };
  if (stored === found) return { kind: 'alreadyStored' };
  if (stored === undefined || service.outcome === 'rejected') return { kind: 'store' };
  if (service.outcome === 'accepted') {
    const owner = service.owner === undefined ? undefined : describeApiKeyOwner(service.owner);
    return {
      kind: 'ask',
      question:
        owner === undefined
          ? l10n.t(
              'Profile Lookup already has an API key, and the service accepts it. Replace it with the key from this file?',
            )
          : l10n.t(
              'Profile Lookup already has an API key, and the service accepts it: {0}. Replace it with the key from this file?',
              owner,
            ),
    };
  }
  return {
    kind: 'ask',
    question: l10n.t(
      'Profile Lookup already has an API key (the service has not said yet whether it works). Replace it with the key from this file?',
    ),
  };
}
