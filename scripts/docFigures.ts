// The figures README.md and CONTRIBUTING.md state, made from the data they describe, so the docs cannot drift from it:
// the bot-code corpus (its sources, its labelled ids, and the scores its held-out rounds hold as floors:
// test/unit/ids/botCodeCorpus.ts SCORED_ROUNDS), the first start's time (the cold-install times the set-up prints,
// test/harness/vscodeTargets.mjs), the times the service's rate limit makes (the documented 5 requests per 5 s through
// the same forecasts the Ids view and the agent tools show), and how a scan shares the extension host (its pieces and
// slices in src/text/slicedScan.ts, the benches' goal for its longest block). Each figure sits between
// `<!-- figures:<name> -->` and `<!-- /figures -->`. Other numbers the docs state are constants of the code, checked
// by test/unit/docFacts.test.ts.
// `npx tsx scripts/docFigures.ts --write` rewrites them; test/unit/docFigures.test.ts fails while one is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBotCodeFiles, loadBotCodeIds, SCORED_ROUNDS } from '../test/unit/ids/botCodeCorpus';
import { NEWEST_TARGET, OLDEST_TARGET } from '../test/harness/vscodeTargets.mjs';
import { DOCUMENTED_LIMIT, DOCUMENTED_WINDOW_MS } from '../src/api/model/serviceLimits';
import { batchWaitMs, lookupProgressMessage } from '../src/features/agentTools/core/progressMessage';
import { PaceEstimate, progressMessage } from '../src/features/idsView/core/progress';
import { DEFAULT_CHUNK_CHARS, DEFAULT_SLICE_MS } from '../src/text/slicedScan';
import { HOST_BLOCK_GOAL_MS } from '../bench/types';

export const ROOT = join(__dirname, '..');
export const DOC_FILES = ['README.md', 'CONTRIBUTING.md'] as const;

const count = (n: number) => n.toLocaleString('en');
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** Each generated figure, by name. */
export function figureBlocks(): Record<string, string> {
  const sources = loadBotCodeFiles().length;
  const ids = loadBotCodeIds().length;
  const sum = (pick: (scored: (typeof SCORED_ROUNDS)[number]['scored']) => number) =>
    SCORED_ROUNDS.reduce((total, round) => total + pick(round.scored), 0);
  const heldOut = SCORED_ROUNDS.reduce((total, round) => total + round.sources, 0);
  const nonUsers = sum((s) => s.nonUsers);
  const nonUsersLookedUp = sum((s) => s.nonUsersLookedUp);
  const users = sum((s) => s.users);
  const usersLookedUp = sum((s) => s.usersLookedUp);
  const firstStart = NEWEST_TARGET.expectedSeconds.node + NEWEST_TARGET.expectedSeconds.codeServer;
  const oldest = OLDEST_TARGET.expectedSeconds.node + OLDEST_TARGET.expectedSeconds.codeServer;
  const rate = `${DOCUMENTED_LIMIT} requests per ${DOCUMENTED_WINDOW_MS / 1000} s`;
  const seconds = (ms: number) => Math.round(ms / 1000);
  // The Ids view's line 12 lookups into 40, at the documented pace (before the service's own pace is known).
  const progress = progressMessage({
    done: 12,
    total: 40,
    running: true,
    secondsLeft: new PaceEstimate().secondsLeft(28),
  });
  const scanShare =
    `pieces of ${DEFAULT_CHUNK_CHARS / 1024} K characters, a turn for the editor after each ${DEFAULT_SLICE_MS} ms ` +
    `of work; the project's benchmarks hold its longest pause under ${HOST_BLOCK_GOAL_MS} ms`;
  return {
    classifier:
      `On public bot code, configuration and logs (${count(sources)} sources and ${count(ids)} labelled ids, listed in ` +
      `the repository's bot-code corpus), scored on the ${count(heldOut)} sources held out while the rules were ` +
      `tuned (${SCORED_ROUNDS.length} rounds): ${count(nonUsersLookedUp)} of ${count(nonUsers)} ids a reader can ` +
      `tell are not users cost a request (${percent(nonUsersLookedUp, nonUsers)}), and ${count(usersLookedUp)} of ` +
      `${count(users)} user ids show their profile (${percent(usersLookedUp, users)}).`,
    'first-start': `about ${minutes(firstStart)} on 2 idle cores, much longer on a busy machine`,
    'first-start-steps':
      `VS Code ${NEWEST_TARGET.vscode} (code-server ${NEWEST_TARGET.codeServer} and its Node): about ` +
      `${minutes(firstStart)} on 2 idle cores, more on a busy machine (the set-up prints each step with its time). ` +
      `\`npm test\` adds VS Code ${OLDEST_TARGET.vscode} (code-server ${OLDEST_TARGET.codeServer}): about ` +
      `${minutes(oldest)} more.`,
    'ids-view-pace':
      `the service allows ${rate}. While you are not hovering, the view uses all of them (100 users in about ` +
      `${seconds(batchWaitMs(100))} s, the service's minimum)`,
    'ids-view-progress': `"${progress}"`,
    'agent-tools-pace':
      `12 users take about ${seconds(batchWaitMs(12))} s at the service's ${rate}, which VS Code shows while the tool ` +
      `runs ("${lookupProgressMessage(12, 12)}")`,
    'ids-view-scan': scanShare,
    'key-guard-scan': scanShare,
  };
}

const BLOCK = /<!-- figures:([a-z-]+) -->([^]*?)<!-- \/figures -->/g;

/** `text` with each figure block's content made again; names it does not know are an error. */
export function withFigures(text: string, blocks: Record<string, string>): string {
  return text.replace(BLOCK, (_whole, name: string) => {
    const content = blocks[name];
    if (content === undefined) throw new Error(`no figure named ${name}`);
    return `<!-- figures:${name} -->${content}<!-- /figures -->`;
  });
}

/** The names of the figure blocks in `text`, in order. */
export function figureNames(text: string): string[] {
  return [...text.matchAll(BLOCK)].map((match) => match[1]!);
}

if (require.main === module) {
  const blocks = figureBlocks();
  for (const file of DOC_FILES) {
    const path = join(ROOT, file);
    const before = readFileSync(path, 'utf8');
    const after = withFigures(before, blocks);
    if (process.argv.includes('--write')) writeFileSync(path, after);
    console.log(`${file}: ${figureNames(before).join(', ') || 'no figures'}${after === before ? '' : ' (updated)'}`);
  }
}
