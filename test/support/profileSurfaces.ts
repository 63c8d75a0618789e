// Every surface that shows service text, as a function from a profile to what the surface shows: the one list the
// hostile table runs through, in the tests (test/unit/hostileSurfaces.test.ts) and the bench (bench/hostileTable.bench.ts).
// A new surface joins by adding an entry here.
import type { User } from '../../src/model/user';
import type { ProfileView } from '../../src/model/viewTypes';
import { readServiceMeta } from '../../src/api/http/serviceHeaders';
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
const ASSETS = {
  cspSource: 'https://x.invalid',
  nonce: 'n0nce',
  styleUri: 'https://x.invalid/a.css',
  scriptUri: 'https://x.invalid/a.js',
};

export interface Surface {
  name: string;
  /**
   * The data layer's part, once per answer (the profile's bounded view, as UserProfile.view is made when an answer
   * is read; the status bar's service headers read), giving the surface's own part: what each render does.
   */
  prepare(user: User): () => string;
  /** Both parts: what a surface shows of an answer. */
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

function idsTable(view: ProfileView) {
  const tally = new IdTally();
  tally.add(view.id, 'user', 0);
  return buildTable(tally, new Map([[view.id, { state: 'profile', view }]]), { sort: 'first', usersOnly: false });
}

/** A surface drawn from the profile's view, which the data layer made once. */
function fromView(draw: (view: ProfileView) => string): Pick<Surface, 'prepare' | 'render'> {
  return {
    prepare: (user) => {
      const view = profileView(user);
      return () => draw(view);
    },
    render: (user) => draw(profileView(user)),
  };
}

/** Markdown link or image targets that are not the hover's own (its commands, the emoji CDN). */
const FOREIGN_TARGET =
  /(?<!\\)\]\((?!command:profileLookup\.(lookupUser|copyId)\?|https:\/\/cdn\.discordapp\.com\/emojis\/\d+\.webp)/;

export const SURFACES: Surface[] = [
  {
    name: 'hover Markdown',
    ...fromView((view) => profileHoverMarkdown(view, OPTIONS)),
    maxChars: 6_000,
    maxLines: 30,
    never: [FOREIGN_TARGET, /(?<!\\)<[a-z!/]/i, /(?<!\\)\$\((?!error\))/],
  },
  {
    name: 'panel page',
    ...fromView((view) =>
      renderProfilePage(
        { kind: 'profile', id: view.id, profile: { view, meta: {}, fetchedAt: OPTIONS.nowMs } },
        ASSETS,
        OPTIONS,
      ),
    ),
    maxChars: 80_000,
    maxLines: 60,
    never: [
      /<script(?![^>]*nonce="n0nce")/i,
      /<a\s/i,
      /<[^>]*\son[a-z]+\s*=/i,
      /<img(?![^>]*src="https:\/\/cdn\.discordapp\.com\/emojis\/)/i,
    ],
  },
  {
    name: 'Ids view row',
    ...fromView((view) => {
      const text = rowText(idsTable(view).groups[0]!.rows[0]!, OPTIONS.locale);
      return [text.label, text.description, text.tooltip].join('\n');
    }),
    maxChars: 1_000,
    maxLines: 10,
    never: [],
  },
  {
    name: 'Ids view CSV',
    ...fromView((view) => tableToCsv(idsTable(view), () => 1)),
    maxChars: 2_000,
    maxLines: 40,
    allowControls: '\r\n',
    never: [/,"?\s*[=+@]/],
  },
  {
    name: 'Ids view JSON',
    ...fromView((view) => tableToJson(idsTable(view), () => 1)),
    maxChars: 2_000,
    maxLines: 20,
    never: [],
  },
  {
    name: 'lookupUsers result',
    ...fromView((view) =>
      lookupUsersText(
        { ids: [view.id], results: new Map([[view.id, { ok: true, view }]]), refused: [], repeated: 0 },
        OPTIONS,
      ),
    ),
    maxChars: 32_000,
    maxLines: 80,
    never: [/https?:\/\//i, /<[a-z!/]/i, /\]\(/, /\$\(/],
  },
  {
    name: 'status bar',
    // The status bar shows no profile text; what the service says there comes in headers. Each row is sent as them,
    // as much of it as one header holds (Node refuses headers over 16 KB in all). The data layer reads them once per
    // answer (readServiceMeta); the status bar draws from what it read.
    ...(() => {
      const owner = (user: User) => {
        const text = user.gender.slice(0, 4_096);
        return readServiceMeta({ 'service-token-creator': text, 'service-token-user': text, 'service-cluster': text });
      };
      const draw = (meta: ReturnType<typeof owner>): string => {
        const view = statusView({
          hasKey: true,
          service: { outcome: 'accepted', queued: 0, waitingForKey: false, owner: meta },
        });
        return [view.text, view.label, ...view.tooltip].join('\n');
      };
      return {
        prepare: (user: User) => {
          const meta = owner(user);
          return () => draw(meta);
        },
        render: (user: User) => draw(owner(user)),
      };
    })(),
    maxChars: 1_000,
    maxLines: 8,
    never: [/\]\(/, /<[a-z!/]/i],
    namesUser: false,
  },
];
