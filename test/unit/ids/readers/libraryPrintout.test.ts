// What Discord libraries print: JDA's toString and EntityString forms, discord.py reprs over several lines.
import assert from 'node:assert/strict';
import { kindFromBrokenRepr, kindFromJdaString } from '../../../../src/ids/readers/libraryPrintout';
import { ID18, ID19 } from '../detectionCases';
import { checkKind, type KindCase } from '../typedCaseCheck';

const A = ID18;

const cases: KindCase[] = [
  { name: 'JDA guild', marked: `G:PiniServer(⟦${A}⟧)`, kind: 'guild', languageId: 'log' },
  {
    name: 'JDA guild with spaces in its name',
    marked: `if (g.toString().equals("G:Lori's Cafe & Bar(⟦${A}⟧)"))`,
    kind: 'guild',
    languageId: 'java',
  },
  { name: 'JDA text channel', marked: `Channel ID: TC:general(⟦${A}⟧)`, kind: 'channel', languageId: 'java' },
  { name: 'JDA voice channel', marked: `joined VC:Lounge(⟦${A}⟧)`, kind: 'channel', languageId: 'log' },
  {
    name: 'JDA user inside a member',
    marked: `[MB:Sasuke(U:Sasuke(⟦${A}⟧) / G:PiniServer(${ID19}))]`,
    kind: 'user',
    languageId: 'log',
  },
  { name: 'JDA role', marked: `missing R:Moderators(⟦${A}⟧)`, kind: 'role', languageId: 'log' },
  { name: 'JDA message', marked: `M:hello(⟦${A}⟧)`, kind: 'message', languageId: 'log' },
  { name: 'JDA emoji', marked: `E:lori_feliz(⟦${A}⟧)`, kind: 'emoji', languageId: 'log' },
  { name: 'JDA 5 EntityString', marked: `TextChannel:general(id=⟦${A}⟧)`, kind: 'channel', languageId: 'log' },
  {
    name: 'discord.py repr split over comment lines',
    marked: `# <Message \n# id=⟦${A}⟧ \n# channel=<TextChannel id=${ID19} name='x'>`,
    kind: 'message',
    languageId: 'python',
  },
  {
    name: 'discord.py repr on one line',
    marked: `<Member id=⟦${A}⟧ name='x' discriminator='1518' bot=False>`,
    kind: 'user',
    languageId: 'log',
  },
  {
    name: 'a parenthesised id without a prefix says nothing',
    marked: `created (⟦${A}⟧)`,
    kind: 'unknown',
    languageId: 'log',
  },
];

describe('library printouts', () => {
  for (const testCase of cases) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));

  it('needs the closing parenthesis and a known prefix', () => {
    const text = `XY:name(${A}`;
    assert.equal(kindFromJdaString(text, text.length - A.length, text.length), undefined);
    const unknownPrefix = `ZZ:name(${A})`;
    assert.equal(kindFromJdaString(unknownPrefix, 8, 8 + A.length), undefined);
    const stuck = `xTC:name(${A})`;
    assert.equal(kindFromJdaString(stuck, 9, 9 + A.length), undefined, 'a prefix glued to a word is not one');
  });

  it('reads a repr class only across blanks and comment marks', () => {
    assert.equal(kindFromBrokenRepr('<Guild\n  # id=', 11)?.kind, 'guild');
    assert.equal(kindFromBrokenRepr('<Guild name=x id=', 14), undefined);
  });
});
