// The one hostile-input table (test/support/hostileInputs.ts) through every surface that shows service text
// (#25 item 5): the hover's Markdown, the panel's page, the Ids view's rows and export, the lookupUsers result and the
// status bar. Each row goes into every text field of one profile at once. A new surface joins by adding an entry to
// SURFACES: what it renders from a profile, its bound, and what it must never hold.
import assert from 'node:assert/strict';
import { readServiceMeta } from '../../src/api/http/serviceHeaders';
import type { User } from '../../src/api/model/types';
import { lookupUsersText } from '../../src/features/agentTools/core/lookupUsersText';
import { statusView } from '../../src/features/apiKey/core/statusView';
import { profileHoverMarkdown } from '../../src/features/hover/core/hoverMarkdown';
import { tableToCsv, tableToJson } from '../../src/features/idsView/core/exportTable';
import { buildTable } from '../../src/features/idsView/core/idTable';
import { IdTally } from '../../src/features/idsView/core/idTally';
import { rowText } from '../../src/features/idsView/core/rowText';
import { renderProfilePage } from '../../src/features/panel/core/profilePage';
import { profileView } from '../../src/profile/profileView';
import { HOSTILE_INPUTS, normalUser, rawControlAt, userWithEverywhere } from '../support/hostileInputs';

const OPTIONS = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 2, 14) };
const ASSETS = { cspSource: 'https://x.invalid', nonce: 'n0nce', styleUri: 'https://x.invalid/a.css', scriptUri: 'https://x.invalid/a.js' };

interface Surface {
  name: string;
  render(user: User): string;
  /** The most it may make of any profile, in characters and lines. */
  maxChars: number;
  maxLines: number;
  /** Characters a surface may hold raw besides '\n' (CSV's record separator is CRLF). */
  allowControls?: string;
  /** What must not be in its output, whatever the profile says. */
  never: RegExp[];
  /** It names the user whose profile it shows (the status bar shows none). */
  namesUser?: false;
}

function idsTable(user: User) {
  const tally = new IdTally();
  tally.add(user.id, 'user', 0);
  return buildTable(tally, new Map([[user.id, { state: 'profile', view: profileView(user) }]]), { sort: 'first', usersOnly: false });
}

/** Markdown link or image targets that are not the hover's own (its commands, the emoji CDN). */
const FOREIGN_TARGET = /(?<!\\)\]\((?!command:profileLookup\.(lookupUser|copyId)\?|https:\/\/cdn\.discordapp\.com\/emojis\/\d+\.webp)/;

const SURFACES: Surface[] = [
  {
    name: 'hover Markdown',
    render: (user) => profileHoverMarkdown(profileView(user), OPTIONS),
    maxChars: 6_000,
    maxLines: 30,
    never: [FOREIGN_TARGET, /(?<!\\)<[a-z!/]/i, /(?<!\\)\$\((?!error\))/],
  },
  {
    name: 'panel page',
    render: (user) => renderProfilePage({ kind: 'profile', id: user.id, profile: { view: profileView(user), meta: {}, fetchedAt: OPTIONS.nowMs } }, ASSETS, OPTIONS),
    maxChars: 80_000,
    maxLines: 60,
    never: [/<script(?![^>]*nonce="n0nce")/i, /<a\s/i, /<[^>]*\son[a-z]+\s*=/i, /<img(?![^>]*src="https:\/\/cdn\.discordapp\.com\/emojis\/)/i],
  },
  {
    name: 'Ids view row',
    render: (user) => {
      const text = rowText(idsTable(user).groups[0]!.rows[0]!, OPTIONS.locale);
      return [text.label, text.description, text.tooltip].join('\n');
    },
    maxChars: 1_000,
    maxLines: 10,
    never: [],
  },
  {
    name: 'Ids view CSV',
    render: (user) => tableToCsv(idsTable(user), () => 1),
    maxChars: 2_000,
    maxLines: 40,
    allowControls: '\r\n',
    never: [/,"?\s*[=+@]/],
  },
  {
    name: 'Ids view JSON',
    render: (user) => tableToJson(idsTable(user), () => 1),
    maxChars: 2_000,
    maxLines: 20,
    never: [],
  },
  {
    name: 'lookupUsers result',
    render: (user) => lookupUsersText({ ids: [user.id], results: new Map([[user.id, { ok: true, view: profileView(user) }]]), refused: [], repeated: 0 }, OPTIONS),
    maxChars: 32_000,
    maxLines: 80,
    never: [/https?:\/\//i, /<[a-z!/]/i, /\]\(/, /\$\(/],
  },
  {
    name: 'status bar',
    render: (user) => {
      // The status bar shows no profile text; what the service says there comes in headers. Each row is sent as them.
      const text = user.gender;
      const owner = readServiceMeta({ 'service-token-creator': text, 'service-token-user': text, 'service-cluster': text });
      const view = statusView({ hasKey: true, service: { outcome: 'accepted', queued: 0, waitingForKey: false, owner } });
      return [view.text, view.label, ...view.tooltip].join('\n');
    },
    maxChars: 1_000,
    maxLines: 8,
    never: [/\]\(/, /<[a-z!/]/i],
    namesUser: false,
  },
];

describe('the hostile table through every surface', () => {
  for (const surface of SURFACES) {
    describe(surface.name, () => {
      const normal = surface.render(normalUser());
      for (const input of HOSTILE_INPUTS) {
        it(input.name, () => {
          const out = surface.render(userWithEverywhere(input.text));
          assert.ok(out.length <= surface.maxChars, `${out.length} characters (an ordinary profile: ${normal.length})`);
          assert.ok(out.split('\n').length <= surface.maxLines, `${out.split('\n').length} lines`);
          const at = rawControlAt(out, surface.allowControls);
          assert.equal(at, -1, `a raw control or line break at ${at}: ${JSON.stringify(out.slice(Math.max(0, at - 20), at + 20))}`);
          for (const never of surface.never) assert.doesNotMatch(out, never);
          if (surface.namesUser !== false) assert.ok(out.includes('519210962399346690'), 'the user is still named');
        });
      }
    });
  }
});
