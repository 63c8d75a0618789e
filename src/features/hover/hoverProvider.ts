// The hover of an id, in two parts from two providers: VS Code asks every provider at once and shows each
// answer as it comes. The first part answers at once with what is known without the network (what the id
// is, when it was made, and, while the profile is awaited, why); the second waits for the profile, however
// long the queue or the service takes, and fills the same hover in. Nobody is asked to hover again.
import type { LookupResult, UserProfile } from '../../model/user';
import * as vscode from 'vscode';
import { idFactsHoverMarkdown } from './core/idFactsMarkdown';
import { kindLineMarkdown } from './core/kindLine';
import { HOVER_COMMANDS } from './core/hoverLinks';
import {
  errorNote,
  lookupFailedMarkdown,
  noKeyNote,
  profileBodyMarkdown,
  profileHoverMarkdown,
  userHeaderMarkdown,
  waitNote,
  type HoverTextOptions,
} from './core/hoverMarkdown';
import { HoverDecisions, type HoverDecision } from './hoverDecisions';
import { staleNote } from './core/staleNote';
import type { LazyUserService } from '../../host/lazyUserService';
import type { SettingsStore } from '../../host/settings';

type ProfileSource = Pick<LazyUserService, 'peek' | 'lookup' | 'waitFor'>;

function hoverOf(value: string, range: vscode.Range): vscode.Hover {
  const md = new vscode.MarkdownString(value, true);
  md.isTrusted = { enabledCommands: [...HOVER_COMMANDS] };
  md.supportHtml = false;
  return new vscode.Hover(md, range);
}

function textOptions(): HoverTextOptions {
  return { locale: vscode.env.language };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The first part: never waits for the network, never sends a request. */
/** Told of every hover that showed an id (the walkthrough's last step); the composition root hands it over. */
export interface HoverObserver {
  hovered(): void;
}

export class IdFactsHoverProvider implements vscode.HoverProvider {
  /** A cached profile's hover text, made once a minute at most (relative times move no faster in a hover). */
  private readonly rendered = new WeakMap<
    UserProfile,
    { minute: number; locale: string; kindLine: string | undefined; markdown: string }
  >();

  constructor(
    private readonly decisions: HoverDecisions,
    private readonly host: ProfileSource,
    private readonly progress: HoverObserver,
  ) {}

  async provideHover(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
    const decision = this.decisions.take(document, position, 'facts');
    if (decision === undefined) return undefined;
    const hasKey = await decision.hasKey;
    // Why a profile waits is read from the queue: one turn first lets the profile part (asked in the
    // same breath) take its place there, so the line tells this request's wait, not a newcomer's.
    if (decision.looksUp && decision.cached === undefined && hasKey) await nextTurn();
    this.progress.hovered();
    const options = { ...textOptions(), kindLine: kindLineMarkdown(decision.typed, decision.lines) };
    return hoverOf(this.markdown(decision, hasKey, options), decision.range);
  }

  private markdown(decision: HoverDecision, hasKey: boolean, options: HoverTextOptions): string {
    if (!decision.looksUp) {
      return idFactsHoverMarkdown(decision.kind, decision.id, {
        ...options,
        shardCount: decision.shardCount,
        note: hasKey ? undefined : noKeyNote(false),
      });
    }
    if (decision.cached !== undefined) return this.profileMarkdown(decision.cached, options);
    if (!hasKey) return userHeaderMarkdown(decision.id, noKeyNote(true), options, true);
    // The profile's part follows with the links; until then, why it is not here, if there is a reason to say.
    return userHeaderMarkdown(decision.id, waitNote(this.host.waitFor(decision.id)), options, false);
  }

  private profileMarkdown(profile: UserProfile, options: HoverTextOptions): string {
    const minute = Math.floor(Date.now() / 60_000);
    const memo = this.rendered.get(profile);
    if (memo && memo.minute === minute && memo.locale === options.locale && memo.kindLine === options.kindLine)
      return memo.markdown;
    const markdown = profileHoverMarkdown(profile.view, options);
    this.rendered.set(profile, { minute, locale: options.locale, kindLine: options.kindLine, markdown });
    return markdown;
  }
}

/** The second part: the profile of a user id that is not cached, when it arrives. */
export class ProfileHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly decisions: HoverDecisions,
    private readonly host: ProfileSource,
    private readonly progress: HoverObserver,
  ) {}

  async provideHover(
    document: vscode.TextDocument,
    position: vscode.Position,
    token: vscode.CancellationToken,
  ): Promise<vscode.Hover | undefined> {
    const decision = this.decisions.take(document, position, 'profile');
    if (decision === undefined || !decision.looksUp || decision.cached !== undefined) return undefined;
    if (!(await decision.hasKey) || token.isCancellationRequested) return undefined;
    // The hover's cancellation (the mouse left) drops the request while it still waits in the queue; once
    // sent, it finishes into the cache so the next hover is instant.
    const abort = new AbortController();
    const cancellation = token.onCancellationRequested(() => abort.abort());
    let result: LookupResult;
    try {
      result = await this.host.lookup(decision.id, { priority: 'hover', signal: abort.signal });
    } finally {
      cancellation.dispose();
    }
    if (token.isCancellationRequested) return undefined;
    const options = textOptions();
    let markdown: string;
    if (result.ok) {
      const stale = staleNote(result.profile, result.stale, options);
      markdown = profileBodyMarkdown(result.profile.view, options);
      if (stale !== undefined) markdown = `${stale}\n\n${markdown}`;
    } else {
      const note = errorNote(result.error);
      if (note === undefined) return undefined;
      markdown = lookupFailedMarkdown(decision.id, note);
    }
    this.progress.hovered();
    return hoverOf(markdown, decision.range);
  }
}

/** Registers both parts for every document. The provider registered last is asked first and shown on top. */
export function registerIdHovers(
  settings: SettingsStore,
  apiKey: { has(): Promise<boolean> },
  host: LazyUserService,
  progress: HoverObserver,
): vscode.Disposable {
  const decisions = new HoverDecisions(settings, apiKey, host);
  return vscode.Disposable.from(
    vscode.languages.registerHoverProvider({ scheme: '*' }, new ProfileHoverProvider(decisions, host, progress)),
    vscode.languages.registerHoverProvider({ scheme: '*' }, new IdFactsHoverProvider(decisions, host, progress)),
  );
}
