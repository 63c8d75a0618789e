// provideHover for an id whose user is cached: the path every repeated hover takes.
import type * as vscode from 'vscode';
import type { UserProfile } from '../src/api/types';
import { parseUserBody } from '../src/api/userSchema';
import { installFakeVscode } from '../test/support/fakeVscode';
import { IDS, USERS } from '../test/stand-in/users';
import { fmtMs, median } from './stats';
import type { BenchRow } from './types';
import { performance } from 'node:perf_hooks';

function cachedProfile(id: string): UserProfile {
  const parsed = parseUserBody(USERS[id]!, id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { user: parsed.user, meta: {}, json: parsed.json(), fetchedAt: Date.now() };
}

export async function rows(): Promise<BenchRow[]> {
  const fake = installFakeVscode();
  try {
    // Required after the stand-in of `vscode` is in place (a mock: the real module exists only inside VS Code).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { IdHoverProvider } = require('../src/editor/hoverProvider') as typeof import('../src/editor/hoverProvider');
    const profile = cachedProfile(IDS.normal);
    const settings = { value: { hoverEnabled: true, hoverDisabledLanguages: [] } };
    const apiKey = { has: async () => true };
    const host = { peek: (id: string) => (id === profile.user.id ? profile : undefined), lookup: () => Promise.reject(new Error('not cached')) };
    const provider = new IdHoverProvider(settings as never, apiKey as never, host as never, { hovered() {} } as never);
    const line = `2026-11-22T09:14:02.118Z INFO  gateway READY user=${IDS.normal} guilds=1412 shard=0`;
    const doc = { languageId: 'log', lineAt: () => ({ text: line }) } as unknown as vscode.TextDocument;
    const position = { line: 0, character: line.indexOf(IDS.normal) + 5 } as vscode.Position;
    const token = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose() {} }) } as unknown as vscode.CancellationToken;

    const first = await provider.provideHover(doc, position, token);
    if (!first || !(first.contents[0] as vscode.MarkdownString).value.includes('Sonhos')) throw new Error('the cached hover did not render');
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t0 = performance.now();
      await provider.provideHover(doc, position, token);
      times.push(performance.now() - t0);
    }
    const m = median(times);
    // The first hover of a profile after it arrived renders its Markdown; a fresh object each time defeats the memo.
    let current = profile;
    const freshHost = { ...host, peek: () => current };
    const freshProvider = new IdHoverProvider(settings as never, apiKey as never, freshHost as never, { hovered() {} } as never);
    const firstTimes: number[] = [];
    for (let i = 0; i < 500; i++) {
      current = { ...profile };
      const t0 = performance.now();
      await freshProvider.provideHover(doc, position, token);
      firstTimes.push(performance.now() - t0);
    }
    const firstMs = median(firstTimes);
    return [
      { area: 'hover', name: 'provideHover, cached user, repeated hover (median of 2000)', value: fmtMs(m), goal: '< 1 ms', pass: m < 1 },
      { area: 'hover', name: 'provideHover, cached user, first hover: renders the Markdown (median of 500)', value: fmtMs(firstMs), goal: '< 1 ms', pass: firstMs < 1 },
    ];
  } finally {
    fake.uninstall();
  }
}
