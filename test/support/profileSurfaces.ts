// Every surface that shows service text, as a function from a profile to what the surface shows: the one list the
// hostile table runs through, in the tests (test/unit/hostileSurfaces.test.ts) and the bench (bench/hostileTable.bench.ts).
// A new surface joins by adding an entry here.
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

export const OPTIONS = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 2, 14) };
const ASSETS = { cspSource: 'https://x.invalid', nonce: 'n0nce', styleUri: 'https://x.invalid/a.css', scriptUri: 'https://x.invalid/a.js' };

export interface Surface {
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

export const SURFACES: Surface[] = [
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
      // The status bar shows no profile text; what the service says there comes in headers. Each row is sent as them,
      // as much of it as one header holds (Node refuses headers over 16 KB in all).
      const text = user.gender.slice(0, 4_096);
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

