import type { LookupError } from '../../../../../src/model/lookupError';
import type { User } from '../../../../../src/model/user';
import type { ProfileView } from '../../../../../src/model/viewTypes';
import * as assert from 'node:assert/strict';
import { parseUserBody } from '../../../../../src/api/model/userSchema';
import { profileView, VIEW_BOUNDS } from '../../../../../src/profile/profileView';
import {
  errorNote,
  lookupFailedMarkdown,
  noKeyNote,
  profileBodyMarkdown,
  profileHoverMarkdown,
  userHeaderMarkdown,
  waitNote,
} from '../../../../../src/features/hover/core/hoverMarkdown';
import { IDS, USERS } from '../../../../stand-in/users';
import { HOSTILE_CORPUS } from '../../../markup/hostileCorpus';

const options = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 22) };

function profileOf(id: string, patch: Partial<User> = {}): ProfileView {
  const parsed = parseUserBody(USERS[id]!, id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return profileView({ ...parsed.user, ...patch });
}

/** Link and image targets Markdown would act on: `](target` not preceded by a backslash escape. */
function targets(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!\\)\]\(([^)\s|]*)/g)].map((m) => m[1]!);
}

const OWN_TARGET =
  /^(command:profileLookup\.(lookupUser|copyId|setApiKey|openApiKeysPage)(\?|$)|https:\/\/cdn\.discordapp\.com\/emojis\/\d{17,20}\.webp\?size=\d+(&animated=true)?$)/;

describe('hover Markdown', () => {
  it('shows xp and sonhos exactly, grouped in the display language', () => {
    const md = profileHoverMarkdown(profileOf(IDS.bigNumbers), options);
    assert.match(md, /XP \*\*9,007,199,254,740,993\*\*/);
    assert.match(md, /Sonhos \*\*4,611,686,018,427,387,905\*\*/);
    const pt = profileHoverMarkdown(profileOf(IDS.bigNumbers), { ...options, locale: 'pt-BR' });
    assert.match(pt, /XP \*\*9\.007\.199\.254\.740\.993\*\*/);
  });

  it('names the user, the creation date from the id, gender, and links Open Profile and Copy Id with the id as argument', () => {
    const md = profileHoverMarkdown(profileOf(IDS.normal), options);
    assert.match(md, new RegExp(`^\\*\\*User \`${IDS.normal}\`\\*\\* · created Jun 14\\\\, 2019`));
    const args = encodeURIComponent(JSON.stringify([IDS.normal]));
    // 'hover': the command closes the hover it was run from before the panel opens (issue 27).
    assert.ok(
      md.includes(
        `(command:profileLookup.lookupUser?${encodeURIComponent(JSON.stringify([IDS.normal, 'hover']))} "Open Profile")`,
      ),
    );
    assert.ok(md.includes(`(command:profileLookup.copyId?${args} "Copy Id")`));
    assert.match(profileHoverMarkdown(profileOf(IDS.unknownGender), options), /Gender Nonbinary/);
    assert.match(profileHoverMarkdown(profileOf(IDS.nulls), options), /Gender Not specified/);
  });

  it('renders About me with formatted timestamps and emoji images sized to the text', () => {
    const md = profileHoverMarkdown(profileOf(IDS.bigNumbers), options);
    assert.match(md, /desde March 2\\, 2017/);
    assert.match(
      md,
      /!\[:[a-z_]+:\]\(https:\/\/cdn\.discordapp\.com\/emojis\/\d+\.webp\?size=32(&animated=true)?\|width=16,height=16/i,
    );
  });

  it('a ban reason of 125 KB in 5,000 lines is one line of at most 200 characters, cut with an ellipsis', () => {
    const reason = Array.from({ length: 5000 }, (_, i) => `line ${i} of a very long reason`)
      .join('\n')
      .padEnd(125_000, 'x');
    const banned = profileOf(IDS.banned, { banState: { bannedAt: '2025-01-01T00:00:00Z', expiresAt: null, reason } });
    const body = profileBodyMarkdown(banned, options);
    const line = body.split('\n').find((l) => l.includes('**Banned**'));
    assert.ok(line, body.slice(0, 500));
    assert.ok(body.length < 2000, `${body.length} characters of hover`);
    const shown = line.slice(line.indexOf('**: ') + 4);
    assert.ok(shown.endsWith('…'), shown);
    assert.ok(shown.replace(/\\/g, '').length <= VIEW_BOUNDS.banReasonLine.maxChars + 1, `${shown.length}`);
    assert.ok(shown.startsWith('line 0 of a very long reason line 1 of'), shown);
  });

  it('shows a ban', () => {
    assert.match(profileHoverMarkdown(profileOf(IDS.banned), options), /\*\*Banned\*\*: /);
  });

  for (const { name, input } of HOSTILE_CORPUS) {
    it(`gives hostile text no link, image or command of its own: ${name}`, () => {
      const md = profileHoverMarkdown(
        profileOf(IDS.normal, { aboutMe: input, emojiFightEmoji: input, gender: input }),
        options,
      );
      for (const target of targets(md)) assert.match(target, OWN_TARGET, `unexpected target ${target}`);
      assert.doesNotMatch(md, /(?<!\\)<[a-z!/]/i, 'no raw HTML');
    });
  }

  it("without a key says so in one line, with Set API Key and the API keys page, and the extension's own links only", () => {
    const md = userHeaderMarkdown(IDS.normal, noKeyNote(true), options, true);
    assert.deepEqual(
      targets(md).map((t) => t.split('?')[0]),
      [
        'command:profileLookup.setApiKey',
        'command:profileLookup.openApiKeysPage',
        'command:profileLookup.lookupUser',
        'command:profileLookup.copyId',
      ],
    );
    assert.equal(noKeyNote(true).split('\n').length, 1, 'one line');
    assert.match(noKeyNote(true), /this user\\'s profile/);
    assert.match(noKeyNote(false), /see user profiles/, 'an id that is not a user\'s is not called "this user"');
    assert.doesNotMatch(userHeaderMarkdown(IDS.normal, undefined, options, true), /Set API Key/);
  });

  it('names the creation time as a date and relative to now', () => {
    const md = userHeaderMarkdown(IDS.normal, undefined, options, false);
    assert.match(md, /created Jun 14\\, 2019\\, \d+\\:\d\d (AM|PM) \\\(7 years ago\\\)/);
    assert.doesNotMatch(md, /command:/, 'without actions, the profile part brings the links');
  });

  it('splits a profile into a header part and a body part that together are the cached hover', () => {
    const profile = profileOf(IDS.normal);
    const header = userHeaderMarkdown(IDS.normal, undefined, options, false);
    assert.equal(profileHoverMarkdown(profile, options), `${header}\n\n${profileBodyMarkdown(profile, options)}`);
    assert.doesNotMatch(profileBodyMarkdown(profile, options), /\*\*User/, 'the body does not repeat the header');
  });

  it('says why a profile is not here yet, with the time, and never asks for another hover', () => {
    const lines = [waitNote({ reason: 'rateLimit', ms: 2100 }), waitNote({ reason: 'answering', ms: 4000 })];
    assert.match(lines[0] ?? '', /Waiting for the rate limit\\: about 3 s\\. The profile will show here\\./);
    assert.match(lines[1] ?? '', /slow to answer\\: asked 4 s ago/);
    for (const line of lines) {
      assert.ok(line !== undefined && !line.includes('\n'), 'one line');
      assert.doesNotMatch(line ?? '', /hover again/i);
    }
    assert.equal(waitNote(undefined), undefined, 'no reason, no line');
    assert.match(waitNote({ reason: 'rateLimit', ms: 10 }) ?? '', /about 1 s/, 'never "0 s"');
  });

  it("a failed lookup's part is its one line and the links", () => {
    const md = lookupFailedMarkdown(IDS.notFound, errorNote({ kind: 'NotFound', message: 'x' }) ?? '');
    assert.match(md, /^\$\(circle-slash\) No profile/);
    assert.deepEqual(
      targets(md).map((t) => t.split('?')[0]),
      ['command:profileLookup.lookupUser', 'command:profileLookup.copyId'],
    );
  });

  it('turns each error into one short line of its own', () => {
    const note = (error: LookupError) => errorNote(error) ?? '';
    assert.match(note({ kind: 'NotFound', message: 'x' }), /not found/);
    assert.match(note({ kind: 'Unauthorized', message: 'x' }), /rejected.*command:profileLookup\.setApiKey/);
    assert.match(note({ kind: 'RateLimited', message: 'x', retryAfterMs: 2300 }), /free again in 3 s/);
    assert.match(note({ kind: 'Network', message: 'x' }), /Offline/);
    assert.match(note({ kind: 'Timeout', message: 'x' }), /in time/);
    assert.match(
      note({ kind: 'InvalidResponse', message: 'xp: expected an [integer](command:x)' }),
      /xp\\: expected an \\\[integer\\\]\\\(command\\:x\\\)/,
    );
    assert.equal(errorNote({ kind: 'Cancelled', message: 'x' }), undefined);
    for (const line of ['NotFound', 'Unauthorized', 'RateLimited', 'Network', 'Timeout'].map((kind) =>
      note({ kind, message: 'x' } as LookupError),
    )) {
      assert.ok(!line.includes('\n'), 'one line');
    }
  });
});
