// Ids joined by '/' with no path segment naming them: Discord writes them guild/channel/message.
import assert from 'node:assert/strict';
import { kindInIdChain } from '../../../../src/ids/readers/idPair';
import { ID17, ID18, ID19 } from '../detectionCases';
import { checkKind, type KindCase } from '../typedCaseCheck';

const [A, B, C] = [ID18, ID19, ID17];

const cases: KindCase[] = [
  {
    name: 'a log line: the first of a pair',
    marked: `[INFO] message in ⟦${A}⟧/${B}: hello`,
    kind: 'guild',
    languageId: 'log',
  },
  {
    name: 'a log line: the second of a pair',
    marked: `[INFO] message in ${A}/⟦${B}⟧: hello`,
    kind: 'channel',
    languageId: 'log',
  },
  {
    name: 'a file path: the third of three',
    marked: `saved transcripts/${A}/${B}/⟦${C}⟧.html`,
    kind: 'message',
    languageId: 'plaintext',
  },
  { name: 'a Go format string output', marked: `pulling from ${A}/⟦${B}⟧ failed`, kind: 'channel', languageId: 'log' },
  {
    name: 'a named segment still decides (/channels/{id}/messages/{id})',
    marked: `/channels/${A}/messages/⟦${B}⟧`,
    kind: 'message',
    languageId: 'log',
  },
  {
    name: 'discord.com links still read as links',
    marked: `https://discord.com/channels/${A}/⟦${B}⟧`,
    kind: 'channel',
    languageId: 'markdown',
  },
];

describe('ids joined by "/"', () => {
  for (const testCase of cases) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));

  it('reads only chains of two or three ids', () => {
    const four = `${A}/${B}/${C}/${A}`;
    assert.equal(kindInIdChain(four, 0, A.length), undefined, "four ids are not Discord's");
    const alone = `x/${A}`;
    assert.equal(kindInIdChain(alone, 2, alone.length), undefined, 'one id after a word');
    const long = `1${B}/${A}`;
    assert.equal(kindInIdChain(long, B.length + 2, long.length), undefined, 'a 20-digit run before it is not an id');
  });
});
