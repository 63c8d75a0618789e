// Classifying the id under the mouse must cost the same in a 10 MB document as in a short line. Speed is
// shown by bench/ids.bench.ts; here a recording text proves the cause: no character is read further than
// CLASSIFY_AT_WINDOW from the offset, and the window alone gives the same answer as the whole text.
import assert from 'node:assert/strict';
import {
  CLASSIFY_AT_WINDOW,
  classifyIdAt,
  textWindowAround,
  type ClassifyOptions,
  type TypedIdMatch,
} from '../../../src/ids/classifyId';
import type { IdKind } from '../../../src/ids/idKind';
import { ID17, ID18, ID19, NOW_MS } from './detectionCases';
import { recordingText } from './recordingText';

const TEN_MB = 10 * 1024 * 1024;

/** Classifies at `offset`, asserting the reads stay in the window and the window alone answers the same. */
function classifyWithinWindow(text: string, offset: number, options: ClassifyOptions): TypedIdMatch | undefined {
  const rec = recordingText(text);
  const result = classifyIdAt(rec.text, offset, options);
  assert.ok(rec.lowest() >= offset - CLASSIFY_AT_WINDOW, `read ${offset - rec.lowest()} chars before offset ${offset}`);
  assert.ok(
    rec.highest() <= offset + CLASSIFY_AT_WINDOW,
    `read ${rec.highest() - offset} chars after offset ${offset}`,
  );
  const { start, end } = textWindowAround(offset, text.length);
  const inWindow = classifyIdAt(text.slice(start, end), offset - start, options);
  assert.deepEqual(
    inWindow && {
      ...inWindow,
      start: inWindow.start + start,
      end: inWindow.end + start,
      // A caller that passed a slice adds its start to the evidence's offset too (idReason.ts).
      ...(inWindow.reason && { reason: { ...inWindow.reason, evidenceStart: inWindow.reason.evidenceStart + start } }),
    },
    result,
    'the window alone gives the same answer',
  );
  return result;
}

function assertKindAt(text: string, needle: string, expected: IdKind, options: ClassifyOptions, fromEnd = true): void {
  const at = fromEnd ? text.lastIndexOf(needle) : text.indexOf(needle);
  assert.ok(at >= 0, needle);
  const idAt = at + needle.search(/\d{17}/);
  const typed = classifyWithinWindow(text, idAt + 3, options);
  assert.equal(typed?.kind, expected, `${needle} at ${idAt} of ${text.length}`);
}

/** A 10 MB pretty-printed JSON array of messages, like a saved channel history. */
function tenMbMessages(): string {
  const message = (n: number): string =>
    `  {\n    "id": "${ID19}",\n    "type": 0,\n    "content": "message ${n} <@${ID17}>",\n    "channel_id": "${ID18}",\n` +
    `    "author": {\n      "id": "${ID17}",\n      "username": "nelly",\n      "global_name": "Nelly"\n    },\n` +
    `    "mentions": [\n      {\n        "id": "${ID17}",\n        "username": "nelly"\n      }\n    ],\n` +
    `    "mention_roles": ["${ID18}"],\n    "attachments": [],\n    "embeds": [],\n    "timestamp": "2023-10-26T00:00:00+00:00"\n  }`;
  const parts: string[] = [];
  let length = 2;
  for (let n = 0; length < TEN_MB; n++) {
    const part = message(n);
    parts.push(part);
    length += part.length + 2;
  }
  return `[\n${parts.join(',\n')}\n]\n`;
}

describe('classification window', () => {
  const options: ClassifyOptions = { nowMs: NOW_MS };
  const json: ClassifyOptions = { nowMs: NOW_MS, languageId: 'json' };

  it('classifies ids at the start, middle and end of a 10 MB line, reading only the window', () => {
    const filler = '{"level":"info","msg":"request done","ms":42,"path":"/v1/guilds","ok":true},';
    const contexts = [
      `{"author":{"id":"${ID18}"}}`,
      `<@&${ID19}>`,
      `https://discord.com/channels/${ID18}/${ID19}/${ID17}`,
      `guild_id=${ID18}`,
    ];
    const block = contexts.join(' ');
    const half = filler.repeat(Math.floor((TEN_MB - 3 * block.length) / filler.length / 2));
    const line = block + half + block + half + block;
    assert.ok(line.length >= TEN_MB * 0.99);
    for (const at of [0, block.length + half.length, line.length - block.length]) {
      const expectations: [string, IdKind][] = [
        [`"id":"${ID18}"`, 'user'],
        [`<@&${ID19}>`, 'role'],
        [`channels/${ID18}/`, 'guild'],
        [`${ID19}/${ID17}`, 'channel'],
        [`/${ID17}`, 'message'],
        [`guild_id=${ID18}`, 'guild'],
      ];
      for (const [needle, kind] of expectations) {
        const idAt = line.indexOf(needle, at) + needle.search(/\d{17}/);
        assert.equal(classifyWithinWindow(line, idAt + 2, options)?.kind, kind, `${needle} near ${at}`);
      }
    }
  });

  it("reads the comments and headings above a list in 10 MB of lines, each line's end within the window", () => {
    const filler = `  ${ID17},\n`.repeat(Math.ceil(TEN_MB / 22));
    const lists = [
      [`# Staff channels\nSTAFF = [\n  ${ID18},\n]\n`, 'channel'],
      [`# a comment too long to head anything ${'x'.repeat(TEN_MB / 8)}\nSTAFF = [\n  ${ID19},\n]\n`, 'unknown'],
      [`Running on servers:\n\ttest (${ID18})\n`, 'guild'],
      [`[LOG] Player has been created in ${ID19}\n`, 'guild'],
    ] as const;
    for (const [list, kind] of lists) {
      const text = filler + list + filler;
      const idAt = filler.length + list.search(/\d{17}/);
      assert.equal(classifyWithinWindow(text, idAt + 2, options)?.kind, kind, list.slice(0, 40));
    }
  });

  it('classifies the ids of the last message of a 10 MB JSON document, reading only the window', () => {
    const text = tenMbMessages();
    assert.ok(text.length >= TEN_MB);
    const tail = text.slice(text.lastIndexOf('  {\n    "id"'));
    const base = text.length - tail.length;
    const expectations: [string, IdKind][] = [
      [`"id": "${ID19}"`, 'message'],
      [`<@${ID17}>`, 'user'],
      [`"channel_id": "${ID18}"`, 'channel'],
      [`"author": {\n      "id": "${ID17}"`, 'user'],
      [`{\n        "id": "${ID17}"`, 'user'],
      [`"mention_roles": ["${ID18}"`, 'role'],
    ];
    for (const [needle, kind] of expectations) {
      const at = tail.indexOf(needle);
      assert.ok(at >= 0, needle);
      const idAt = base + at + needle.search(/\d{17}/);
      assert.equal(classifyWithinWindow(text, idAt + 4, json)?.kind, kind, needle);
    }
  });

  it('uses the members it can see when the object around an id is larger than the window', () => {
    const members = `{"user": {"id": "${ID17}"}, "roles": []},`.repeat(TEN_MB / 40);
    const text = `{"members": [${members.slice(0, -1)}], "id": "${ID18}", "name": "x", "features": ["COMMUNITY"]}`;
    assertKindAt(text, `"id": "${ID18}"`, 'guild', json);
    assertKindAt(text, `"user": {"id": "${ID17}"}`, 'user', json, false);
  });

  it('gives up within the window on text that never closes: a 10 MB string, 10 MB of open brackets', () => {
    const openString = `{"id": "${ID18}", "note": "${'x'.repeat(TEN_MB)}`;
    assert.equal(classifyWithinWindow(openString, 10, json)?.id, ID18);
    const brackets = `${'{"a": ['.repeat(TEN_MB / 7)}{"id": "${ID18}"`;
    assert.equal(classifyWithinWindow(brackets, brackets.length - 8, json)?.kind, 'unknown');
    const quotes = `${'"'.repeat(TEN_MB)} user_id=${ID18} ${'"'.repeat(TEN_MB)}`;
    assert.equal(classifyWithinWindow(quotes, TEN_MB + 12, options)?.kind, 'user');
  });

  it('answers the same from the window alone at random offsets of large structured text', () => {
    let state = 11;
    const random = (): number => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const pieces = [
      '{"author": {',
      '"id": ',
      `"${ID18}"`,
      `${ID19}`,
      ', ',
      '}',
      ']',
      '[',
      '"roles": [',
      `<@&${ID17}>`,
      'guild_id=',
      ' user ',
      '"',
      '\n',
      `/channels/${ID18}/`,
      '"t": "GUILD_CREATE", "d": {',
      '"username": "x"',
    ];
    let text = '';
    while (text.length < 3 * CLASSIFY_AT_WINDOW) text += pieces[Math.floor(random() * pieces.length)];
    for (let round = 0; round < 300; round++) classifyWithinWindow(text, Math.floor(random() * text.length), options);
  });
});
