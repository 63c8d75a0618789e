// The one-line notes of a hover: why there is no profile (no key, an error) or why it is not here yet.
// Pure (no vscode import), like the rest of the hover's Markdown.
import type { LookupWait } from '../../../api/serviceTypes';
import type { LookupError } from '../../../model/lookupError';
import { escapeMarkdown } from '../../../markup';
import { l10n } from '../../../l10n';
import { errorCodicon } from '../../../profile/errorIcon';
import { commandLink } from './hoverLinks';

/** A translated sentence as hover Markdown: shown as written, whatever punctuation the translation uses. */
function md(message: string, ...args: string[]): string {
  return escapeMarkdown(l10n.t(message, ...args));
}

/** Whole seconds for a hover, never "0 s": a wait still running is at least a second away. */
function seconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

/**
 * Said on every hover while no key is set, in one line: how to set one, and where keys are made. For an id
 * that is not a user's, what a key would add (user profiles), not "this user".
 */
export function noKeyNote(forUser: boolean): string {
  const sentence = forUser
    ? md("Set an API key to see this user's profile:")
    : md('Set an API key to see user profiles:');
  return `$(${errorCodicon('NoKey')}) ${sentence} ${commandLink(l10n.t('Set API Key'), 'profileLookup.setApiKey')} · ${commandLink(l10n.t('Get a key'), 'profileLookup.openApiKeysPage')}`;
}

/** Why the profile is not here yet; it fills in below by itself, so nobody is asked to hover again. */
export function waitNote(wait: LookupWait | undefined): string | undefined {
  if (wait === undefined) return undefined;
  switch (wait.reason) {
    case 'rateLimit':
      return `$(watch) ${md('Waiting for the rate limit: about {0} s. The profile will show here.', seconds(wait.ms))}`;
    case 'answering':
      return `$(watch) ${md('The service is slow to answer: asked {0} s ago. The profile will show here.', seconds(wait.ms))}`;
  }
}

/** One short line per error, behind its codicon; never a notification from a hover. */
export function errorNote(error: LookupError): string | undefined {
  const icon = `$(${errorCodicon(error.kind)})`;
  switch (error.kind) {
    case 'NotFound':
      return `${icon} ${md('No profile: this user was not found.')}`;
    case 'Unauthorized':
      return `${icon} ${md('The API key was rejected.')} ${commandLink(l10n.t('Set API Key'), 'profileLookup.setApiKey')}`;
    case 'NoKey':
      return noKeyNote(true);
    case 'RateLimited':
      return `${icon} ${md('Rate limited: free again in {0} s.', seconds(error.retryAfterMs ?? 1000))}`;
    case 'Network':
      return `${icon} ${md('Offline, or the service cannot be reached.')}`;
    case 'Timeout':
      return `${icon} ${md('The service did not answer in time.')}`;
    case 'Cancelled':
      return undefined;
    default:
      return `${icon} ${escapeMarkdown(error.message)}`;
  }
}
