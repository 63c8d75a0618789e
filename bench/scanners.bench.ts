// The one sliced scan (src/text/slicedScan.ts) as each of its callers runs it: the key guard (scan, then the findings
// its diagnostics are made of), the idsInText tool (its caps, its bounded list, its result text) and the Ids view
// (its tally). Each row of the hostile-input table (test/support/hostileInputs.ts) becomes a document of 1,000,000
// characters (the tool's limit), repeated between a user id, a guild id and an API key. Per caller: the worst row's
// time against the ordinary row's (goal ≤ ×10) and the longest the event loop was held by any row (goal ≤ 100 ms):
// each stretch between two turns of the loop, and the synchronous work after the scan. Both in CPU time (what the
// scan itself spends; on this shared 2-core machine wall time also holds the time the process waited for a core, up
// to ten times the CPU time under a load of 20: it is printed beside). Then the issue #25 documents of the tool:
// 1,000,000 characters of `"id":<id>,` in one unclosed `{` (9.5 s in one block on main) and a 1 MB dump of real
// Discord payloads (0.9 s), against a plain bot log of the same length.
import { keyFindings, MAX_FLAGGED_KEYS } from '../src/features/apiKey/core/keyFindings';
import { scanKeys } from '../src/features/apiKey/core/keyScan';
import { DistinctIds, foundIdsText } from '../src/features/agentTools/core/foundIdsText';
import {
  MAX_ID_OCCURRENCES,
  MAX_TEXT_LENGTH,
  STRUCTURE_CHARS_PER_CHAR,
} from '../src/features/agentTools/core/toolNames';
import { DISPLAY_CAP } from '../src/features/idsView/core/idTable';
import { IdTally } from '../src/features/idsView/core/idTally';
import { scanIdsInto } from '../src/text/idScan';
import { stringSource } from '../src/text/textSource';
import { HOSTILE_INPUTS, NORMAL_INPUT } from '../test/support/hostileInputs';
import { loadCorpusFiles } from '../test/unit/ids/payloadCorpus';
import { botLog } from './idsView.bench';
import { fmtMs, median, Stretches, type StretchedRun as Run } from './stats';
import type { BenchRow } from './types';
import { IdCorrections } from '../src/ids/corrections';

const AREA = 'sliced scan';
const SIZE = MAX_TEXT_LENGTH;
const ROUNDS = 3;
const BLOCK_GOAL_MS = 100;
const RATIO_GOAL = 10;
const KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
const GUILD = '297153970613387264';
const idOf = (i: number): string => (1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();

const CALLERS: Record<string, (text: string) => Promise<Run>> = {
  'key guard': async (text) => {
    const stretches = new Stretches();
    const { reader } = await scanKeys(text, MAX_FLAGGED_KEYS, { yieldToLoop: stretches.yieldToLoop });
    return stretches.finish(() => keyFindings(text, reader, KEY));
  },
  idsInText: async (text) => {
    const stretches = new Stretches();
    const ids = new DistinctIds();
    const report = await scanIdsInto(stringSource(text), ids, {
      corrections: IdCorrections.none,
      maxChars: MAX_TEXT_LENGTH,
      maxMatches: MAX_ID_OCCURRENCES,
      structureCharsPerChar: STRUCTURE_CHARS_PER_CHAR,
      yieldToLoop: stretches.yieldToLoop,
    });
    return stretches.finish(() => foundIdsText(ids, report, { locale: 'en-US', timeZone: 'UTC' }));
  },
  'Ids view scan': async (text) => {
    const stretches = new Stretches();
    await scanIdsInto(stringSource(text), new IdTally(DISPLAY_CAP), {
      corrections: IdCorrections.none,
      languageId: 'log',
      yieldToLoop: stretches.yieldToLoop,
    });
    return stretches.finish();
  },
};

/** SIZE characters: `head`, then `piece(0)`, `piece(1)`, … */
function filled(piece: (i: number) => string, head = ''): string {
  const parts = [head];
  for (let i = 0, length = head.length; length < SIZE; i++) length += parts[parts.push(piece(i)) - 1]!.length;
  return parts.join('').slice(0, SIZE);
}

const rowDocument = (text: string): string =>
  filled((i) => `user_id=${idOf(i)}\n${text}\nguild_id=${GUILD}\nTOKEN=${KEY}\n`);

async function measure(
  documents: readonly { name: string; text: string }[],
  callers: readonly string[],
): Promise<Map<string, Run>> {
  const runs = new Map<string, Run[]>();
  // Interleaved rounds, the median of each: the machine's load falls on every document alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const caller of callers) {
      for (const { name, text } of documents) {
        const key = `${caller}\u0000${name}`;
        const run = await CALLERS[caller]!(text);
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
    }
  }
  return new Map(
    [...runs].map(([key, list]) => [
      key,
      {
        ms: median(list.map((r) => r.ms)),
        cpuMs: median(list.map((r) => r.cpuMs)),
        cpuBlockMs: Math.max(...list.map((r) => r.cpuBlockMs)),
        wallBlockMs: Math.max(...list.map((r) => r.wallBlockMs)),
      },
    ]),
  );
}

function ratioRow(name: string, worst: Run & { name?: string }, normal: Run): BenchRow {
  const ratio = worst.cpuMs / normal.cpuMs;
  return {
    area: AREA,
    name: `${name}, CPU time (wall time), median of ${ROUNDS}`,
    value: `×${ratio.toFixed(2)} (${fmtMs(worst.cpuMs)} vs ${fmtMs(normal.cpuMs)}; wall ${fmtMs(worst.ms)} vs ${fmtMs(normal.ms)}${worst.name === undefined ? '' : `; "${worst.name}"`})`,
    goal: `≤ ×${RATIO_GOAL}`,
    pass: ratio <= RATIO_GOAL,
  };
}

function blockRow(name: string, run: Run & { name?: string }): BenchRow {
  return {
    area: AREA,
    name: `${name}: longest block of the event loop in CPU time (wall time on this machine), worst of ${ROUNDS}`,
    value: `${fmtMs(run.cpuBlockMs)} (${fmtMs(run.wallBlockMs)}${run.name === undefined ? '' : `; "${run.name}"`})`,
    goal: `≤ ${BLOCK_GOAL_MS} ms`,
    pass: run.cpuBlockMs <= BLOCK_GOAL_MS,
  };
}

async function tableRows(): Promise<BenchRow[]> {
  const documents = HOSTILE_INPUTS.map((input) => ({ name: input.name, text: rowDocument(input.text) }));
  const callers = Object.keys(CALLERS);
  const figures = await measure(documents, callers);
  return callers.flatMap((caller): BenchRow[] => {
    const of = (name: string) => figures.get(`${caller}\u0000${name}`)!;
    const normal = of(NORMAL_INPUT.name);
    const worst = documents.map((d) => ({ name: d.name, ...of(d.name) })).sort((a, b) => b.cpuMs - a.cpuMs)[0]!;
    const longest = documents
      .map((d) => ({ name: d.name, ...of(d.name) }))
      .sort((a, b) => b.cpuBlockMs - a.cpuBlockMs)[0]!;
    return [
      ratioRow(
        `${caller}, hostile table (${documents.length} rows, 1,000,000 characters each): slowest row vs "${NORMAL_INPUT.name}"`,
        worst,
        normal,
      ),
      blockRow(`${caller}, hostile table, any row`, longest),
    ];
  });
}

async function toolDocumentRows(): Promise<BenchRow[]> {
  const corpus = loadCorpusFiles().map((f) => f.text.trim());
  const documents = [
    { name: 'a bot log', text: botLog(SIZE).slice(0, SIZE), before: '343 ms on main' },
    {
      name: '"id":<id>, in one unclosed {',
      text: filled((i) => `"id":${idOf(i)},`, '{'),
      before: '9.5 s in one block on main',
    },
    {
      name: 'real Discord payloads in one JSON array (1 MB dump)',
      text: `[\n${filled((i) => `${corpus[i % corpus.length]!},\n`)}`.slice(0, SIZE),
      before: '0.9 s on main',
    },
  ];
  const figures = await measure(documents, ['idsInText']);
  const of = (name: string) => figures.get(`idsInText\u0000${name}`)!;
  const log = of('a bot log');
  return documents.slice(1).flatMap(({ name, before }): BenchRow[] => {
    const doc = of(name);
    return [
      ratioRow(`idsInText, 1,000,000 characters of ${name} vs a bot log (${before})`, doc, log),
      blockRow(`idsInText, ${name}`, doc),
    ];
  });
}

export async function rows(): Promise<BenchRow[]> {
  return [...(await tableRows()), ...(await toolDocumentRows())];
}
