import * as assert from 'node:assert/strict';
import type { LookupError, UserProfile } from '../../../src/api/types';
import { parseUserBody } from '../../../src/api/userSchema';
import { errorNote, idOnlyHoverMarkdown, noKeyNote, profileHoverMarkdown } from '../../../src/editor/hoverMarkdown';
import { IDS, USERS } from '../../stand-in/users';
import { HOSTILE_CORPUS } from '../markup/hostileCorpus';

const options = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 22) };

function profileOf(id: string, patch: Partial<UserProfile['user']> = {}): UserProfile {
  const parsed = parseUserBody(USERS[id]!, id);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { user: { ...parsed.user, ...patch }, meta: {}, json: parsed.json(), fetchedAt: 0 };
}

/** Link and image targets Markdown would act on: `](target` not preceded by a backslash escape. */
function targets(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!\\)\]\(([^)\s|]*)/g)].map((m) => m[1]!);
}

const OWN_TARGET = /^(command:profileLookup\.(lookupUser|copyId|setApiKey)(\?|$)|https:\/\/cdn\.discordapp\.com\/emojis\/\d{17,20}\.webp\?size=\d+(&animated=true)?$)/;

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
    assert.ok(md.includes(`(command:profileLookup.lookupUser?${args} "Open Profile")`));
    assert.ok(md.includes(`(command:profileLookup.copyId?${args} "Copy Id")`));
    assert.match(profileHoverMarkdown(profileOf(IDS.unknownGender), options), /Gender Nonbinary/);
    assert.match(profileHoverMarkdown(profileOf(IDS.nulls), options), /Gender Not specified/);
  });

  it('renders About me with formatted timestamps and emoji images sized to the text', () => {
    const md = profileHoverMarkdown(profileOf(IDS.bigNumbers), options);
    assert.match(md, /desde March 2\\, 2017/);
    assert.match(md, /!\[:[a-z_]+:\]\(https:\/\/cdn\.discordapp\.com\/emojis\/\d+\.webp\?size=32(&animated=true)?\|width=16,height=16/i);
  });

  it('shows a ban', () => {
    assert.match(profileHoverMarkdown(profileOf(IDS.banned), options), /\*\*Banned\*\*: /);
  });

  for (const { name, input } of HOSTILE_CORPUS) {
    it(`gives hostile text no link, image or command of its own: ${name}`, () => {
      const md = profileHoverMarkdown(profileOf(IDS.normal, { aboutMe: input, emojiFightEmoji: input, gender: input }), options);
      for (const target of targets(md)) assert.match(target, OWN_TARGET, `unexpected target ${target}`);
      assert.doesNotMatch(md, /(?<!\\)<[a-z!/]/i, 'no raw HTML');
    });
  }

  it('without a key says once how to set one, with the extension\'s own link only', () => {
    const md = idOnlyHoverMarkdown(IDS.normal, noKeyNote(), options);
    assert.deepEqual(targets(md).map((t) => t.split('?')[0]), ['command:profileLookup.setApiKey', 'command:profileLookup.lookupUser', 'command:profileLookup.copyId']);
    assert.doesNotMatch(idOnlyHoverMarkdown(IDS.normal, undefined, options), /Set API Key/);
  });

  it('turns each error into one short line of its own', () => {
    const note = (error: LookupError) => errorNote(error) ?? '';
    assert.match(note({ kind: 'NotFound', message: 'x' }), /not found/);
    assert.match(note({ kind: 'Unauthorized', message: 'x' }), /rejected.*command:profileLookup\.setApiKey/);
    assert.match(note({ kind: 'RateLimited', message: 'x', retryAfterMs: 2300 }), /free again in 3 s/);
    assert.match(note({ kind: 'Network', message: 'x' }), /Offline/);
    assert.match(note({ kind: 'Timeout', message: 'x' }), /in time/);
    assert.match(note({ kind: 'InvalidResponse', message: 'xp: expected an [integer](command:x)' }), /xp\\: expected an \\\[integer\\\]\\\(command\\:x\\\)/);
    assert.equal(errorNote({ kind: 'Cancelled', message: 'x' }), undefined);
    for (const line of ['NotFound', 'Unauthorized', 'RateLimited', 'Network', 'Timeout'].map((kind) => note({ kind, message: 'x' } as LookupError))) {
      assert.ok(!line.includes('\n'), 'one line');
    }
  });
});
