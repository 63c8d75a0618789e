// The hostile-input table (test/support/hostileInputs.ts) through every caller of the one sliced scan: the key
// guard's findings, the idsInText tool (fake vscode, as an agent's host calls it) and the Ids view's scan. Each row
// lies in a document between a user id, a guild id and an API key: every surface still finds exactly those (and an
// id the row itself holds), reads the whole text, and gives the event loop turns on the large rows.
import assert from 'node:assert/strict';
import { keyFindings, MAX_FLAGGED_KEYS } from '../../../src/features/apiKey/core/keyFindings';
import { scanKeys } from '../../../src/features/apiKey/core/keyScan';
import type { ToolImplementation } from '../../../src/features/agentTools/languageModelTools';
import { MAX_TEXT_LENGTH } from '../../../src/features/agentTools/core/toolNames';
import { entryKind } from '../../../src/features/idsView/core/idTally';
import { scanIds } from '../../../src/features/idsView/core/scanIds';
import { stringSource } from '../../../src/text/textSource';
import { HOSTILE_INPUTS } from '../../support/hostileInputs';
import { cancellable, useFakeVscode } from '../../support/hoverRig';
import { IdCorrections } from '../../../src/ids/corrections';

const USER = '1091693445122657960';
const GUILD = '297153970613387264';
const KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
const NOW_MS = Date.UTC(2026, 10, 25);

/** The row's text between the things each surface looks for. */
const documentOf = (text: string): string => `user_id=${USER}\n${text}\nguild_id=${GUILD}\nTOKEN=${KEY}\n`;

/** Ids of 17 to 19 digits the row itself holds (the forged "User 519210962399346690" line): found too, nothing else. */
const idsInRow = (text: string): string[] => [...new Set(text.match(/(?<!\d)\d{17,19}(?!\d)/g) ?? [])];

/** Counts the event loop's turns while `work` runs (the scans below get a slice of 0 ms: they pause at every chance). */
async function withTurns<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work();
  running = false;
  return { result, turns };
}

describe('the hostile-input table through the sliced scan', function () {
  this.timeout(60_000);
  useFakeVscode();
  let idsInText: ToolImplementation;

  before(() => {
    const { idsInTextTool } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../src/features/agentTools/idsInTextTool') as typeof import('../../../src/features/agentTools/idsInTextTool');
    idsInText = idsInTextTool((text) => text);
  });

  for (const input of HOSTILE_INPUTS) {
    const large = input.text.length >= 100_000;

    it(`key guard: ${input.name}`, async () => {
      const text = documentOf(input.text);
      const { result, turns } = await withTurns(() =>
        scanKeys(text, MAX_FLAGGED_KEYS, { chunkChars: 64 * 1024, sliceMs: 0 }),
      );
      assert.equal(result.report.end, 'complete');
      assert.equal(result.report.read, text.length);
      const findings = keyFindings(text, result.reader, KEY);
      assert.deepEqual(
        findings.flagged.map((f) => ({ key: f.key, yours: f.yours })),
        [{ key: KEY, yours: true }],
      );
      assert.equal(text.slice(findings.flagged[0]!.start, findings.flagged[0]!.end), KEY);
      assert.equal(findings.notFlagged, undefined);
      if (large) assert.ok(turns > 0, 'the event loop ran during the scan');
    });

    it(`idsInText tool: ${input.name}`, async () => {
      const text = documentOf(input.text);
      const result = (await idsInText.invoke({ input: { text } }, cancellable().token)) as string;
      if (text.length > MAX_TEXT_LENGTH) {
        assert.match(
          result,
          /^The text is \d+ characters long, over the limit of 1000000: pass the part that matters\.$/,
        );
        return;
      }
      const expected = [USER, ...idsInRow(input.text), GUILD];
      assert.match(result, new RegExp(`^${new Set(expected).size} distinct ids in the text`));
      assert.match(result, new RegExp(`^- ${USER}: User \\(the name "user_id"\\);`, 'm'));
      assert.match(result, new RegExp(`^- ${GUILD}: Guild \\(the name "guild_id"\\);`, 'm'));
      assert.doesNotMatch(result, /characters were read/, 'read to the end');
      assert.ok(!result.includes(KEY), 'the key is never repeated');
      // The result lists ids only: no line of it comes from the row's text.
      for (const line of result.split('\n'))
        assert.ok(
          line === '' || /^(\d+ |- \d{17,19}: |… and )/.test(line),
          `a line of the result's own: ${JSON.stringify(line.slice(0, 80))}`,
        );
    });

    it(`Ids view scan: ${input.name}`, async () => {
      const text = documentOf(input.text);
      const { result: tally, turns } = await withTurns(() =>
        scanIds(stringSource(text), {
          corrections: IdCorrections.none,
          languageId: 'plaintext',
          nowMs: NOW_MS,
          chunkChars: 64 * 1024,
          sliceMs: 0,
        }),
      );
      assert.ok(tally, 'not abandoned');
      const found = tally.first(Infinity).map((e) => e.id);
      assert.deepEqual([...found].sort(), [...new Set([USER, ...idsInRow(input.text), GUILD])].sort());
      assert.equal(entryKind(tally.get(USER)!), 'user');
      assert.equal(entryKind(tally.get(GUILD)!), 'guild');
      assert.deepEqual(tally.get(USER)!.offsets, [text.indexOf(USER)]);
      if (large) assert.ok(turns > 0, 'the event loop ran during the scan');
    });
  }
});
