import type { UserProfile } from '../../model/user';
import type * as vscode from 'vscode';
import { isLookedUpAsUser, type IdKind } from '../../ids/idKind';
import type { LazyUserService } from '../../host/lazyUserService';
import type { SettingsStore } from '../../host/settings';
import { typedIdAt } from '../../host/typedIdAt';
import type { ReasonedKind, ReasonLines } from '../../profile/idReasonText';

/** What one hover shows, decided once for both of its parts (see hoverProvider.ts). */
export interface HoverDecision {
  id: string;
  kind: IdKind;
  /** The kind with its reason and the correction that changed it, if any: the hover's kind line. */
  typed: ReasonedKind;
  /** Where the reason's evidence stands, against the id's line. */
  lines: ReasonLines | undefined;
  range: vscode.Range;
  /** The profile is shown, and asked for when not cached: a user id, or an unknown one unless the settings say ids only. */
  looksUp: boolean;
  /** The cached profile when the hover began: the first part shows it whole, and the second stays out. */
  cached: UserProfile | undefined;
  hasKey: Promise<boolean>;
  shardCount: number;
}

export type HoverRole = 'facts' | 'profile';

interface Entry {
  decision: HoverDecision | undefined;
  madeAt: number;
  /** The part that has not taken this decision yet. */
  awaiting: HoverRole;
}

/** Long enough for the second provider's call to arrive from the workbench however busy the extension host is. */
const DECISION_LIFETIME_MS = 5000;
const STALE_SWEEP_SIZE = 32;

/**
 * VS Code asks each hover provider separately for the same hover. Deciding twice could disagree (a profile
 * that lands in the cache between the two calls would be shown by neither part, or by both), so the first
 * call decides and the second takes the same decision.
 */
export class HoverDecisions {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly settings: Pick<SettingsStore, 'value'>,
    private readonly apiKey: { has(): Promise<boolean> },
    private readonly host: Pick<LazyUserService, 'peek'>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(document: vscode.TextDocument, position: vscode.Position, role: HoverRole): HoverDecision | undefined {
    const key = `${document.uri.toString()}\u0000${document.version}\u0000${position.line}:${position.character}`;
    const t = this.now();
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.awaiting === role && t - entry.madeAt < DECISION_LIFETIME_MS) {
      this.entries.delete(key);
      return entry.decision;
    }
    const decision = this.make(document, position);
    if (this.entries.size >= STALE_SWEEP_SIZE) this.forgetStale(t);
    this.entries.set(key, { decision, madeAt: t, awaiting: role === 'facts' ? 'profile' : 'facts' });
    return decision;
  }

  private make(document: vscode.TextDocument, position: vscode.Position): HoverDecision | undefined {
    const settings = this.settings.value;
    if (!settings.hoverEnabled || settings.hoverDisabledLanguages.includes(document.languageId)) return undefined;
    const found = typedIdAt(document, position);
    if (found === undefined) return undefined;
    const { id, kind, reason, correctedFrom } = found.match;
    const looksUp = isLookedUpAsUser(kind) && !(kind === 'unknown' && settings.hoverUnknownIds === 'idOnly');
    return {
      id,
      kind,
      typed: { kind, reason, correctedFrom },
      lines: found.lines,
      range: found.range,
      looksUp,
      cached: looksUp ? this.host.peek(id) : undefined,
      hasKey: this.apiKey.has(),
      shardCount: settings.hoverShardCount,
    };
  }

  private forgetStale(t: number): void {
    for (const [key, entry] of this.entries) {
      if (t - entry.madeAt >= DECISION_LIFETIME_MS) this.entries.delete(key);
    }
  }
}
