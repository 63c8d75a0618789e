// profileLookup_lookupUsers: an agent looks users up through the extension, with the user's key (which it never
// sees), through the same data layer, cache and pacing as hovers.
import type { LookupOptions } from '../../api/serviceTypes';
import { isKeyError, type LookupError } from '../../model/lookupError';
import type { LookupResult, UserProfile } from '../../model/user';
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import { lookupProgressMessage } from './core/progressMessage';
import { lookupUsersText, type ViewResult } from './core/lookupUsersText';
import { readLookupUsersInput } from './core/toolInput';
import type { TextResult, ToolImplementation } from './languageModelTools';

/** The data layer as the tool uses it (LazyUserService, handed over by the composition root). */
export interface ToolUserService {
  lookup(id: string, options?: LookupOptions): Promise<LookupResult>;
  peek(id: string): UserProfile | undefined;
}

/**
 * A batch asked by an agent is work the person is not looking at id by id, like the Ids view's: `background`, so a
 * hover or a Lookup User they start meanwhile overtakes it instead of queueing behind up to 50 requests. While
 * they ask for nothing else it runs at the service's full rate.
 */
const AGENT_PRIORITY = 'background';

export function lookupUsersTool(service: ToolUserService, textResult: TextResult): ToolImplementation {
  return {
    prepareInvocation(options) {
      const input = readLookupUsersInput(options.input);
      if (!input.ok) return { invocationMessage: l10n.t('Looking up users') };
      const requests = input.ids.filter((id) => service.peek(id) === undefined).length;
      return { invocationMessage: lookupProgressMessage(input.ids.length, requests) };
    },

    async invoke(options, token) {
      const input = readLookupUsersInput(options.input);
      if (!input.ok) return textResult(input.message);
      // Cancelling drops every request still queued (the data layer's signal); one already sent finishes into the cache.
      const stop = new AbortController();
      const cancelled = token.onCancellationRequested(() => stop.abort());
      if (token.isCancellationRequested) stop.abort();
      // Only each profile's bounded view is kept (the whole answers of 50 users of 1 MiB are not held here).
      const results = new Map<string, ViewResult>();
      let keyError: LookupError | undefined;
      try {
        await Promise.all(
          input.ids.map(async (id) => {
            const result = await service.lookup(id, { priority: AGENT_PRIORITY, signal: stop.signal });
            if (!result.ok && isKeyError(result.error) && keyError === undefined) {
              // Every other lookup would fail the same way: the ones not sent yet are dropped, not sent to fail.
              keyError = result.error;
              stop.abort();
            }
            if (result.ok)
              results.set(id, {
                ok: true,
                view: result.profile.view,
                fetchedAt: result.profile.fetchedAt,
                stale: result.stale,
              });
            else if (result.error.kind !== 'Cancelled') results.set(id, result);
            else if (keyError !== undefined) results.set(id, { ok: false, error: keyError });
          }),
        );
      } finally {
        cancelled.dispose();
      }
      return textResult(
        lookupUsersText(
          { ids: input.ids, results, refused: input.refused, repeated: input.repeated },
          { locale: vscode.env.language },
        ),
      );
    },
  };
}
