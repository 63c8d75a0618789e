import assert from 'node:assert/strict';
import { classifyIdAt, classifyIdMatch, findTypedIdsInText } from '../../../src/ids/classifyId';
import { findIdsInText } from '../../../src/ids/findId';
import { ID18, ID19, NOW_MS } from './detectionCases';
import { checkKind } from './typedCaseCheck';
import {
  allTypedCases,
  markupCases,
  nameCases,
  negativeTypedCases,
  structureCases,
  urlCases,
  type TypedCase,
} from './typedContextCases';

describe('classifyIdAt: the typed-context table', () => {
  it('has at least 80 cases, every kind among them', () => {
    assert.ok(allTypedCases.length >= 80, String(allTypedCases.length));
    const kinds = new Set(allTypedCases.map((c) => c.kind));
    for (const kind of [
      'user',
      'guild',
      'channel',
      'message',
      'role',
      'emoji',
      'sticker',
      'application',
      'webhook',
      'command',
      'other',
      'unknown',
    ]) {
      assert.ok(kinds.has(kind as TypedCase['kind']), kind);
    }
  });
  const groups: [string, TypedCase[]][] = [
    ['chat markup', markupCases],
    ['URL paths', urlCases],
    ['names before the value', nameCases],
    ['JSON and code structure', structureCases],
    ['negatives', negativeTypedCases],
  ];
  for (const [title, cases] of groups) {
    describe(title, () => {
      for (const testCase of cases) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));
    });
  }
});

describe('classifyIdAt', () => {
  const options = { nowMs: NOW_MS };

  it('returns undefined where there is no id', () => {
    assert.equal(classifyIdAt('guild_id=12345', 10, options), undefined);
    assert.equal(classifyIdAt(`guild_id=${ID18}`, 3, options), undefined);
    assert.equal(classifyIdAt('', 0, options), undefined);
  });

  it('reports the signal that decided', () => {
    const signal = (text: string): string | undefined => findTypedIdsInText(text, options)[0]?.signal;
    assert.equal(signal(`<@&${ID18}>`), 'markup');
    assert.equal(signal(`/emojis/${ID18}.png`), 'url');
    assert.equal(signal(`guild_id=${ID18}`), 'name');
    assert.equal(signal(`{"author": {"id": "${ID18}"}}`), 'container');
    assert.equal(signal(`{"id": "${ID18}", "username": "x"}`), 'shape');
    assert.equal(signal(`{"t": "GUILD_CREATE", "d": {"id": "${ID18}"}}`), 'event');
    assert.equal(signal(`${ID18}`), 'none');
  });

  it('classifies each id of a line on its own', () => {
    const line = `<@${ID18}> reacted <:ok:${ID19}> in https://discord.com/channels/${ID18}/${ID19} as role_id=${ID18}`;
    assert.deepEqual(
      findTypedIdsInText(line, options).map((typed) => typed.kind),
      ['user', 'emoji', 'guild', 'channel', 'role'],
    );
  });

  it('classifyIdMatch gives what classifyIdAt gives for the same match', () => {
    const text = `{"guild": {"id": "${ID18}", "owner_id": "${ID19}"}}`;
    for (const match of findIdsInText(text, options)) {
      assert.deepEqual(classifyIdMatch(text, match, options), classifyIdAt(text, match.start, options));
    }
  });

  it('survives hostile text around ids: unbalanced brackets and quotes, deep nesting, long names', () => {
    const hostile = [
      `}}}]]])))"""${ID18}"`,
      `${'{'.repeat(5000)}"id": "${ID18}"`,
      `${'['.repeat(5000)}${ID18}`,
      `{"id": "${ID18}", "a": "${'\\"'.repeat(3000)}`,
      `${'x'.repeat(10000)}_id=${ID18}`,
      `"\n"id": "${ID18}"\n"`,
      `<:${'a'.repeat(500)}:${ID18}>`,
      `/${'a/'.repeat(3000)}users/${ID18}`,
    ];
    for (const text of hostile) {
      const found = findTypedIdsInText(text, options);
      assert.equal(found.length, 1, JSON.stringify(text.slice(0, 60)));
    }
    assert.equal(findTypedIdsInText(`/${'a/'.repeat(3000)}users/${ID18}`, options)[0]?.kind, 'user');
  });
});
