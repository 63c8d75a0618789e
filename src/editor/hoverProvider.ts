import * as vscode from 'vscode';
import type { LookupResult, UserProfile } from '../api/types';
import { findIdAt } from '../ids/findId';
import type { ApiKeyStore } from './apiKey';
import { errorNote, HOVER_COMMANDS, idOnlyHoverMarkdown, loadingNote, noKeyNote, profileHoverMarkdown } from './hoverMarkdown';
import type { SettingsStore } from './settings';
import type { HoverProgress } from './walkthroughProgress';
import type { LazyUserService } from './lazyUserService';

/** How long a hover waits for the network before it shows what is known (GitLens waits about as long). */
export const HOVER_BUDGET_MS = 300;

function markdown(value: string): vscode.MarkdownString {
  const md = new vscode.MarkdownString(value, true);
  md.isTrusted = { enabledCommands: [...HOVER_COMMANDS] };
  md.supportHtml = false;
  return md;
}

/** Hovers a 64-bit id in any document (files, untitled, output, diffs, notebook cells) with its user's profile. */
export class IdHoverProvider implements vscode.HoverProvider {
  private noKeyHintShown = false;
  /** A cached profile's hover text, made once a minute at most (relative times move no faster in a hover). */
  private readonly rendered = new WeakMap<UserProfile, { minute: number; locale: string; markdown: string }>();

  constructor(
    private readonly settings: SettingsStore,
    private readonly apiKey: ApiKeyStore,
    private readonly host: LazyUserService,
    private readonly progress: HoverProgress,
  ) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const settings = this.settings.value;
    if (!settings.hoverEnabled || settings.hoverDisabledLanguages.includes(document.languageId)) return undefined;
    const match = findIdAt(document.lineAt(position.line).text, position.character);
    if (!match) return undefined;
    const range = new vscode.Range(position.line, match.start, position.line, match.end);
    const options = { locale: vscode.env.language };
    const hover = (value: string) => {
      this.progress.hovered();
      return new vscode.Hover(markdown(value), range);
    };

    const cached = this.host.peek(match.id);
    if (cached) return hover(this.profileMarkdown(cached, options));

    if (!(await this.apiKey.has())) {
      // Said once per session, quietly: later hovers show what the id itself tells.
      const note = this.noKeyHintShown ? undefined : noKeyNote();
      this.noKeyHintShown = true;
      return hover(idOnlyHoverMarkdown(match.id, note, options));
    }
    if (token.isCancellationRequested) return undefined;

    // The hover's cancellation drops the request while it still waits in the queue; once sent, it
    // finishes into the cache so the next hover is instant.
    const abort = new AbortController();
    const cancellation = token.onCancellationRequested(() => abort.abort());
    try {
      const pending = this.host.lookup(match.id, { priority: 'hover', signal: abort.signal });
      const result = await Promise.race([pending, delay(HOVER_BUDGET_MS)]);
      if (token.isCancellationRequested) return undefined;
      if (result === undefined) return hover(idOnlyHoverMarkdown(match.id, loadingNote(), options));
      return hover(this.resultMarkdown(match.id, result, options));
    } finally {
      cancellation.dispose();
    }
  }

  private profileMarkdown(profile: UserProfile, options: { locale: string }): string {
    const minute = Math.floor(Date.now() / 60_000);
    const memo = this.rendered.get(profile);
    if (memo && memo.minute === minute && memo.locale === options.locale) return memo.markdown;
    const markdown = profileHoverMarkdown(profile, options);
    this.rendered.set(profile, { minute, locale: options.locale, markdown });
    return markdown;
  }

  private resultMarkdown(id: string, result: LookupResult, options: { locale: string }): string {
    if (result.ok) return this.profileMarkdown(result.profile, options);
    return idOnlyHoverMarkdown(id, errorNote(result.error), options);
  }
}

function delay(ms: number): Promise<undefined> {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}
