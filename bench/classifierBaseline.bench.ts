// The classifier against main's, in the same process: main's src/ids is copied out of git (`git show main:…`) into a
// temporary folder and loaded beside this tree's, and both classify the same ids the way a hover does (the window
// slice around the caret, host/typedIdAt.ts) and the way the Ids view does (a whole-text scan). Ratios are this
// tree's time over main's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import * as current from '../src/ids/classifyId';
import { loadBotCodeFiles } from '../test/unit/ids/botCodeCorpus';
import { fmtMs, medianPerCallMs } from './stats';
import type { BenchRow } from './types';
import { bigJsonEndingInGuild, guildLogLine, kotlinRoleList } from './hoverDocuments';

type Classifier = typeof current;

const AREA = 'ids vs main';
const NOW_MS = Date.UTC(2026, 10, 22);
const GUILD = '1091693445122657960';
/** This tree may cost at most this much more than main's per call. */
const RATIO_GOAL = 1.5;

/**
 * Main's classifier, from git: src/ids/classifyId.ts and every module it imports, followed through main's own
 * relative imports (a fixed list of folders broke when src/ids came to import src/byCount.ts).
 */
function mainClassifier(): { classifier: Classifier; cleanup: () => void } {
  const root = join(__dirname, '..');
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  const inMain = new Set(git('ls-tree', '-r', '--name-only', 'main', '--', 'src').split('\n').filter(Boolean));
  const dir = mkdtempSync(join(tmpdir(), 'classifier-main-'));
  const pending = ['src/ids/classifyId.ts'];
  const copied = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (copied.has(file)) continue;
    copied.add(file);
    const text = git('show', `main:${file}`);
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
    for (const [, spec] of text.matchAll(/(?:from|import|require\()\s*'(\.[^']+)'/g)) {
      const base = posix.join(posix.dirname(file), spec!);
      const found = [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => inMain.has(candidate));
      if (found === undefined) throw new Error(`bench: ${file} imports ${spec}, which main does not have`);
      pending.push(found);
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const classifier = require(join(dir, 'src/ids/classifyId.ts')) as Classifier;
  return { classifier, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

interface HoverCase {
  name: string;
  text: string;
  caret: number;
  languageId: string;
  batch: number;
}

/** One hover's classification: the window slice around the caret, as the editor hands it over. */
function hoverOnce(classifier: Classifier, hover: HoverCase): current.TypedIdMatch | undefined {
  const { start, end } = classifier.textWindowAround(hover.caret, hover.text.length);
  return classifier.classifyIdAt(hover.text.slice(start, end), hover.caret - start, {
    nowMs: NOW_MS,
    languageId: hover.languageId,
  });
}

export async function rows(): Promise<BenchRow[]> {
  const main = mainClassifier();
  try {
    const log = guildLogLine(GUILD);
    const kotlin = kotlinRoleList(GUILD);
    const big = bigJsonEndingInGuild(10 * 1024 * 1024, GUILD, '1167125644296069160');
    const hovers: HoverCase[] = [
      { name: 'a guild in a log line', text: log, caret: log.indexOf(GUILD) + 5, languageId: 'log', batch: 2000 },
      {
        name: 'the last role of a 40-element Kotlin listOf',
        text: kotlin,
        caret: kotlin.lastIndexOf('L, // staff') - 5,
        languageId: 'kotlin',
        batch: 2000,
      },
      {
        name: `a guild after a long array at the end of a ${(big.length / 1024 / 1024).toFixed(1)} MB JSON document`,
        text: big,
        caret: big.lastIndexOf(GUILD) + 5,
        languageId: 'json',
        batch: 200,
      },
    ];
    const out: BenchRow[] = [];
    for (const hover of hovers) {
      const mine = hoverOnce(current, hover);
      const theirs = hoverOnce(main.classifier, hover);
      if (mine === undefined || mine.kind !== theirs?.kind || mine.kind === 'unknown' || mine.kind === 'user')
        throw new Error(`${hover.name}: ${mine?.kind} here, ${theirs?.kind} on main`);
      // Alternate the two, twice, and keep each one's best median: the machine is shared.
      const times = { mine: Infinity, main: Infinity };
      for (let round = 0; round < 2; round++) {
        times.main = Math.min(
          times.main,
          medianPerCallMs(() => hoverOnce(main.classifier, hover), hover.batch, 9),
        );
        times.mine = Math.min(
          times.mine,
          medianPerCallMs(() => hoverOnce(current, hover), hover.batch, 9),
        );
      }
      const ratio = times.mine / times.main;
      out.push({
        area: AREA,
        name: `hover, non-user id (${mine.kind}): ${hover.name}`,
        value: `${fmtMs(times.mine)} vs main ${fmtMs(times.main)} (x${ratio.toFixed(2)})`,
        goal: `<= x${RATIO_GOAL}`,
        pass: ratio <= RATIO_GOAL,
      });
    }
    // The Ids view's cost: every id of the bot-code corpus, each file scanned whole.
    const files = loadBotCodeFiles();
    const scan = (classifier: Classifier): number => {
      let count = 0;
      for (const file of files)
        count += classifier.findTypedIdsInText(file.text, { nowMs: NOW_MS, languageId: file.languageId }).length;
      return count;
    };
    const ids = scan(current);
    const scanTimes = { mine: Infinity, main: Infinity };
    for (let round = 0; round < 2; round++) {
      scanTimes.main = Math.min(
        scanTimes.main,
        medianPerCallMs(() => scan(main.classifier), 1, 5),
      );
      scanTimes.mine = Math.min(
        scanTimes.mine,
        medianPerCallMs(() => scan(current), 1, 5),
      );
    }
    const scanRatio = scanTimes.mine / scanTimes.main;
    out.push({
      area: AREA,
      name: `scan of the bot-code corpus, ${files.length} files whole, ${ids} ids`,
      value: `${fmtMs(scanTimes.mine)} vs main ${fmtMs(scanTimes.main)} (x${scanRatio.toFixed(2)})`,
      goal: `<= x${RATIO_GOAL}`,
      pass: scanRatio <= RATIO_GOAL,
    });
    return out;
  } finally {
    main.cleanup();
  }
}
