// A hover, as VS Code asks for it: both providers (the id's facts, then the profile part) at one position.
// Rows: a cached user (the path every repeated hover takes), the first hover after a profile arrived, and an
// id that is not a user's (no request at all), in a log line and at the end of a 10 MB JSON document.
import type { UserProfile } from '../src/model/user';
import type * as vscode from 'vscode';
import { parseUserBody, prettyUserBody } from '../src/api/model/userSchema';
import { fakeDocument } from '../test/support/fakeDocument';
import { installFakeVscode } from '../test/support/fakeVscode';
import { IDS, USERS } from '../test/stand-in/users';
import { fmtMs, median } from './stats';
import type { BenchRow } from './types';
import { profileView } from '../src/profile/profileView';
import { performance } from 'node:perf_hooks';
import { bigJsonEndingInGuild, guildLogLine, kotlinRoleList } from './hoverDocuments';

const GUILD = '613425648685547541';

function cachedProfile(id: string): UserProfile {
  const parsed = parseUserBody(USERS[id]!, id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return {
    user: parsed.user,
    view: profileView(parsed.user),
    meta: {},
    json: prettyUserBody(USERS[id]!),
    fetchedAt: Date.now(),
  };
}

export async function rows(): Promise<BenchRow[]> {
  const fake = installFakeVscode();
  try {
    // Required after the stand-in of `vscode` is in place (a mock: the real module exists only inside VS Code).
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { IdFactsHoverProvider, ProfileHoverProvider } =
      require('../src/features/hover/hoverProvider') as typeof import('../src/features/hover/hoverProvider');
    const { HoverDecisions } =
      require('../src/features/hover/hoverDecisions') as typeof import('../src/features/hover/hoverDecisions');
    // The stand-in's workspace, whose settings a row fills with corrections (the real one is VS Code's).
    const { workspace } = require('vscode') as { workspace: { getConfiguration: (section?: string) => unknown } };
    const { forgetIdCorrections } =
      require('../src/host/idCorrectionsSetting') as typeof import('../src/host/idCorrectionsSetting');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const profile = cachedProfile(IDS.normal);
    const settings = {
      value: { hoverEnabled: true, hoverDisabledLanguages: [], hoverShardCount: 16, hoverUnknownIds: 'lookUp' },
    } as never;
    const apiKey = { has: async () => true };
    let requests = 0;
    const hostFor = (peek: (id: string) => UserProfile | undefined) => ({
      peek,
      lookup: () => {
        requests++;
        return Promise.reject(new Error('the bench sends no request'));
      },
      waitFor: () => undefined,
    });
    const progress = { hovered() {} };
    const token = {
      isCancellationRequested: false,
      onCancellationRequested: () => ({ dispose() {} }),
    } as unknown as vscode.CancellationToken;

    /** Median ms of `runs` hovers (both parts) at `position`, after checking the first one's text. */
    async function measure(
      peek: (id: string) => UserProfile | undefined,
      doc: vscode.TextDocument,
      position: vscode.Position,
      expect: RegExp,
      runs: number,
      before?: () => void,
    ): Promise<number> {
      const host = hostFor(peek);
      const decisions = new HoverDecisions(settings, apiKey, host);
      const facts = new IdFactsHoverProvider(decisions, host, progress);
      const second = new ProfileHoverProvider(decisions, host, progress);
      const hover = () => Promise.all([facts.provideHover(doc, position), second.provideHover(doc, position, token)]);
      const [first, follow] = await hover();
      const text = (first?.contents[0] as vscode.MarkdownString | undefined)?.value ?? '';
      if (!expect.test(text) || follow !== undefined) throw new Error(`unexpected hover: ${text.slice(0, 200)}`);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        before?.();
        const t0 = performance.now();
        await hover();
        times.push(performance.now() - t0);
      }
      return median(times);
    }

    const line = `2026-11-22T09:14:02.118Z INFO  gateway READY user=${IDS.normal} guilds=1412 shard=0`;
    const userDoc = fakeDocument(line, 'log', 'bench:user');
    const userAt = userDoc.positionAt(line.indexOf(IDS.normal) + 5);
    const cached = await measure(
      (id) => (id === profile.user.id ? profile : undefined),
      userDoc,
      userAt,
      /Sonhos/,
      2000,
    );
    // The first hover of a profile after it arrived renders its Markdown; a fresh object each time defeats the memo.
    let current = profile;
    const firstMs = await measure(
      () => current,
      userDoc,
      userAt,
      /Sonhos/,
      500,
      () => (current = { ...profile }),
    );

    const guildLine = guildLogLine(GUILD);
    const guildDoc = fakeDocument(guildLine, 'log', 'bench:guild');
    const nonUser = await measure(
      () => undefined,
      guildDoc,
      guildDoc.positionAt(guildLine.indexOf(GUILD) + 5),
      /^\*\*Guild .*Shard 8 of 16/s,
      2000,
    );
    // A role in a Kotlin list whose elements have no name of their own: the list's name decides (the enclosing-name path).
    const kotlin = kotlinRoleList(GUILD);
    const kotlinDoc = fakeDocument(kotlin, 'kotlin', 'bench:kotlin');
    const roleAt = kotlinDoc.positionAt(kotlin.lastIndexOf('L, // staff') - 5);
    const codeNonUser = await measure(() => undefined, kotlinDoc, roleAt, /^\*\*Role /, 2000);
    // The same hover with 50 corrections in the workspace's setting, none naming the guild's evidence: what reading and
    // applying them costs every hover.
    const withCorrections = (list: unknown[]): void => {
      forgetIdCorrections();
      workspace.getConfiguration = () => ({
        // A copy on every read, as VS Code hands out an array setting.
        get: (key: string, fallback?: unknown) => (key === 'ids.corrections' ? structuredClone(list) : fallback),
        inspect: () => undefined,
      });
    };
    const plainConfiguration = workspace.getConfiguration;
    const others = Array.from({ length: 50 }, (_, k) => ({ evidence: `name:other_${k}_id`, kind: 'user', note: 'x' }));
    const guildAt = guildDoc.positionAt(guildLine.indexOf(GUILD) + 5);
    // Rounds taken in turn, so that warming up and the machine's load fall on both alike.
    const without: number[] = [];
    const withFifty: number[] = [];
    for (let round = 0; round < 6; round++) {
      without.push(await measure(() => undefined, guildDoc, guildAt, /^\*\*Guild .*Shard 8 of 16/s, 500));
      withCorrections(others);
      withFifty.push(await measure(() => undefined, guildDoc, guildAt, /^\*\*Guild .*Shard 8 of 16/s, 500));
      workspace.getConfiguration = plainConfiguration;
      forgetIdCorrections();
    }
    const nonUserPlain = median(without);
    const nonUserCorrections = median(withFifty);
    const big = bigJsonEndingInGuild(10 * 1024 * 1024, GUILD, IDS.normal);
    const bigDoc = fakeDocument(big, 'json', 'bench:big');
    const bigMs = await measure(
      () => undefined,
      bigDoc,
      bigDoc.positionAt(big.lastIndexOf(GUILD) + 5),
      /^\*\*Guild /,
      500,
    );
    if (requests !== 0) throw new Error(`${requests} requests`);
    const mb = (big.length / 1024 / 1024).toFixed(1);
    return [
      {
        area: 'hover',
        name: 'hover, cached user, repeated (both parts, median of 2000)',
        value: fmtMs(cached),
        goal: '< 1 ms',
        pass: cached < 1,
      },
      {
        area: 'hover',
        name: 'hover, cached user, first hover: renders the Markdown (both parts, median of 500)',
        value: fmtMs(firstMs),
        goal: '< 1 ms',
        pass: firstMs < 1,
      },
      {
        area: 'hover',
        name: 'hover, non-user id (guild in a log line, shard set; both parts, no request; median of 2000)',
        value: fmtMs(nonUser),
        goal: '< 0.2 ms',
        pass: nonUser < 0.2,
      },
      {
        area: 'hover',
        name: 'hover, non-user id in code (the last role of a 40-element Kotlin listOf; both parts, no request; median of 2000)',
        value: fmtMs(codeNonUser),
        goal: '< 0.2 ms',
        pass: codeNonUser < 0.2,
      },
      {
        area: 'hover',
        name: 'hover, non-user id, 50 corrections in the setting (none naming it; read once after a change, applied by every hover)',
        value: `${fmtMs(nonUserCorrections)} (x${(nonUserCorrections / nonUserPlain).toFixed(2)} with none, ${fmtMs(nonUserPlain)}, rounds in turn)`,
        goal: '<= x1.5 with none',
        pass: nonUserCorrections / nonUserPlain <= 1.5,
      },
      // The guild's object follows a long array: the classifier reads its whole window back to the array's start.
      {
        area: 'hover',
        name: `hover, non-user id after a long array at the end of a ${mb} MB JSON document (median of 500)`,
        value: `${fmtMs(bigMs)} (x${(bigMs / nonUser).toFixed(2)} the log line)`,
        goal: '< 1 ms',
        pass: bigMs < 1,
      },
    ];
  } finally {
    fake.uninstall();
  }
}
