// The corpus of real bot code, configuration and logs in test/corpus/bot-code, with the hand label of every
// id in it. An id is named by its value and, where one value stands for different things in one file, by its
// occurrence (id#n). Shared by the unit test and the bench; scored with the payload corpus's arithmetic.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { findIdsInText } from '../../../src/ids/findId';
import { ID_KINDS, isLookedUpAsUser, type IdKind } from '../../../src/ids/idKind';
import { CORPUS_NOW_MS, type LabelledId } from './payloadCorpus';

export const BOT_CODE_DIR = join(__dirname, '..', '..', 'corpus', 'bot-code');
export const DOCUMENT_TYPES = ['code', 'config', 'logs'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface BotCodeFile {
  /** Path under the corpus folder, e.g. "code/tailosive-config.js". */
  name: string;
  type: DocumentType;
  /** The VS Code language id the file would open with. */
  languageId: string;
  /** The language or format figures are reported by (JS and TS together, as one family). */
  format: string;
  heldOut: boolean;
  text: string;
}

export interface BotCodeId extends LabelledId {
  type: DocumentType;
  format: string;
  heldOut: boolean;
}

interface LabelsFile {
  heldOut?: string[];
  files: Record<string, Record<string, string>>;
}

/** How a file's lines end: as stored, or rewritten to LF or to CRLF (the classifier must answer the same). */
export type LineEnds = 'stored' | 'lf' | 'crlf';

const LANGUAGE_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.py': 'python',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascriptreact',
  '.ts': 'typescript',
  '.tsx': 'typescriptreact',
  '.kt': 'kotlin',
  '.kts': 'kotlin',
  '.java': 'java',
  '.lua': 'lua',
  '.rb': 'ruby',
  '.rs': 'rust',
  '.go': 'go',
  '.cs': 'csharp',
  '.php': 'php',
  '.md': 'markdown',
  '.rst': 'restructuredtext',
  '.log': 'log',
  '.txt': 'plaintext',
  '.example': 'dotenv',
  '.env': 'dotenv',
  '.json': 'json',
  '.jsonc': 'jsonc',
  '.yml': 'yaml',
  '.yaml': 'yaml',
  '.toml': 'toml',
  '.ini': 'ini',
  '.cfg': 'ini',
  '.properties': 'properties',
  '.conf': 'plaintext',
  '.hocon': 'hocon',
  '.xml': 'xml',
  '.sh': 'shellscript',
};

/** Families figures are reported by, where several language ids make one (JS and TS; the .env spellings). */
const FORMAT_OF_LANGUAGE: Readonly<Record<string, string>> = {
  javascript: 'js/ts',
  javascriptreact: 'js/ts',
  typescript: 'js/ts',
  typescriptreact: 'js/ts',
  jsonc: 'json',
};

/** The language id of a corpus file: by its extension, and `.env`, `.env.example` and `x.env` as dotenv. */
export function languageOfFile(file: string): string | undefined {
  const lower = file.toLowerCase();
  if (lower.startsWith('.env') || lower.endsWith('.env') || lower.includes('.env.')) return 'dotenv';
  if (lower.endsWith('.conf') && lower.includes('hocon')) return 'hocon';
  return LANGUAGE_OF_EXTENSION[extname(lower)];
}

/** Every labels*.json of the corpus folder, merged: labels.json (the first rounds) and each round's own file. */
function readLabels(): Required<LabelsFile> {
  const merged: Required<LabelsFile> = { heldOut: [], files: {} };
  for (const name of readdirSync(BOT_CODE_DIR)
    .filter((f) => /^labels.*\.json$/.test(f))
    .sort()) {
    const labels = JSON.parse(readFileSync(join(BOT_CODE_DIR, name), 'utf8')) as LabelsFile;
    merged.heldOut.push(...(labels.heldOut ?? []));
    for (const [file, ids] of Object.entries(labels.files)) {
      if (merged.files[file] !== undefined) throw new Error(`${file} is labelled twice (again in ${name})`);
      merged.files[file] = ids;
    }
  }
  return merged;
}

export function withLineEnds(text: string, lineEnds: LineEnds): string {
  if (lineEnds === 'stored') return text;
  const lf = text.replace(/\r\n/g, '\n');
  return lineEnds === 'lf' ? lf : lf.replace(/\n/g, '\r\n');
}

export function loadBotCodeFiles(lineEnds: LineEnds = 'stored'): BotCodeFile[] {
  const heldOut = new Set(readLabels().heldOut);
  const files: BotCodeFile[] = [];
  for (const type of DOCUMENT_TYPES) {
    for (const file of readdirSync(join(BOT_CODE_DIR, type)).sort()) {
      const name = `${type}/${file}`;
      const languageId = languageOfFile(file);
      if (languageId === undefined) throw new Error(`${name}: no language for its extension`);
      const format = type === 'logs' ? 'logs' : (FORMAT_OF_LANGUAGE[languageId] ?? languageId);
      const text = withLineEnds(readFileSync(join(BOT_CODE_DIR, type, file), 'utf8'), lineEnds);
      files.push({ name, type, languageId, format, heldOut: heldOut.has(name), text });
    }
  }
  const stray = [...heldOut].filter((name) => !files.some((file) => file.name === name));
  if (stray.length > 0) throw new Error(`held-out sources that are not in the corpus: ${stray.join(', ')}`);
  return files;
}

/** Every id detected in the corpus with its label; throws when an id has no label or a label matches no id. */
export function loadBotCodeIds(lineEnds: LineEnds = 'stored'): BotCodeId[] {
  const labels = readLabels();
  const out: BotCodeId[] = [];
  const used = new Set<string>();
  for (const file of loadBotCodeFiles(lineEnds)) {
    const own = labels.files[file.name];
    if (own === undefined) throw new Error(`${file.name} has no labels`);
    const seen = new Map<string, number>();
    for (const match of findIdsInText(file.text, { nowMs: CORPUS_NOW_MS })) {
      const occurrence = (seen.get(match.id) ?? 0) + 1;
      seen.set(match.id, occurrence);
      const exact = `${match.id}#${occurrence}`;
      const key = own[exact] !== undefined ? exact : match.id;
      const label = own[key];
      if (label === undefined) throw new Error(`no label for ${file.name} ${exact}`);
      if (!(ID_KINDS as readonly string[]).includes(label))
        throw new Error(`${file.name} ${key}: "${label}" is not a kind`);
      used.add(`${file.name} ${key}`);
      out.push({
        file: file.name,
        path: exact,
        id: match.id,
        start: match.start,
        end: match.end,
        truth: label as IdKind,
        opaque: label === 'unknown' ? 'the text does not say' : undefined,
        type: file.type,
        format: file.format,
        heldOut: file.heldOut,
      });
    }
  }
  const unused = Object.entries(labels.files)
    .flatMap(([file, ids]) => Object.keys(ids).map((id) => `${file} ${id}`))
    .filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`labels that match no id: ${unused.join(', ')}`);
  return out;
}

export interface LookupScore {
  users: number;
  usersLookedUp: number;
  /** Ids a reader can tell are not users. */
  nonUsers: number;
  nonUsersLookedUp: number;
  /** Ids whose text does not say what they are: neither side of the score. */
  unsaid: number;
  /** Of the ids looked up whose kind the text shows, the share that are users. */
  precision: number;
  recall: number;
  /** Share of non-user ids that would cost a request (the goal is at most 1 in 20). */
  nonUserLookupRate: number;
  wrongLookups: BotCodeId[];
  missedUsers: BotCodeId[];
}

export function scoreLookups(entries: readonly BotCodeId[], kindOf: (entry: BotCodeId) => IdKind): LookupScore {
  const score: LookupScore = {
    users: 0,
    usersLookedUp: 0,
    nonUsers: 0,
    nonUsersLookedUp: 0,
    unsaid: 0,
    precision: 1,
    recall: 1,
    nonUserLookupRate: 0,
    wrongLookups: [],
    missedUsers: [],
  };
  for (const entry of entries) {
    const lookedUp = isLookedUpAsUser(kindOf(entry));
    if (entry.truth === 'unknown') score.unsaid++;
    else if (entry.truth === 'user') {
      score.users++;
      if (lookedUp) score.usersLookedUp++;
      else score.missedUsers.push(entry);
    } else {
      score.nonUsers++;
      if (lookedUp) {
        score.nonUsersLookedUp++;
        score.wrongLookups.push(entry);
      }
    }
  }
  const lookedUp = score.usersLookedUp + score.nonUsersLookedUp;
  score.precision = lookedUp === 0 ? 1 : score.usersLookedUp / lookedUp;
  score.recall = score.users === 0 ? 1 : score.usersLookedUp / score.users;
  score.nonUserLookupRate = score.nonUsers === 0 ? 0 : score.nonUsersLookedUp / score.nonUsers;
  return score;
}

/**
 * Issue 26's held-out parts, one per round: sources drawn at random by repository before that round's rules were
 * tuned, kept out of the tuners' reach, and scored once at the end. After its score a part is seen: its figures are a
 * floor against regression, not a held-out measure, and the next round needs a part of its own.
 * - Round 3 (labels.heldout3.json, 55 sources): scored once at 39 of 360 non-user ids looked up (10.8%), recall 39
 *   of 39. Since seen and tuned on (round 4's mechanisms: declared containers, Go's declared types, quoted emoji,
 *   comment id phrases, log channels, the bot itself): 4 of 360, recall 39 of 39; after round 6's (library signatures,
 *   the same id elsewhere): 1 of 360, recall 39 of 39.
 * - Round 4 (labels.heldout4.json, 58 sources), scored once after round 4's rules were tuned: 60 of 356 non-user
 *   ids looked up (16.9%), recall 43 of 45. Misses by class: C# `X { get; } = id` properties and Go struct/const
 *   fields named only by a channel's own name, `Get…Async("id:…")` in Lua, numeric custom emoji names, bot ids named
 *   `…BotId`/`User_<bot>`, YAML comment examples, a quoted .env list. Two users: an admin constant in a class of
 *   channels, and a commented-out Ruby call. Since seen and tuned on (round 5's mechanisms: C# accessor blocks between
 *   name and value, numeric emoji names in markup, "id:"-tagged strings, strings of ids only, the comment after a map
 *   entry keyed by an id, Discord's default channel names): 26 of 356, recall 43 of 45; after round 6's (Ruby
 *   predicates, library signatures, the bot itself named as a bot, the same id elsewhere): 19 of 356, recall 43 of 45;
 *   after "log" read as a channel once a word before it is not a logger (`impactBotLog`): 18 of 356, recall 43 of 45.
 * - Round 5 (labels.heldout5.json, 54 sources, all from sources new to the corpus), scored once after round 5's rules
 *   were tuned: 8 of 146 non-user ids looked up (5.5%), recall 39 of 39. Misses: discordrb's `user.role?(id)` (3),
 *   two Ruby constants named by a role's own name, a `log_id:` whose comment names the channel, a Lua table's bare
 *   `id =` under a guild, a message id in an escaped gateway payload quoted in an issue. Since seen and tuned on
 *   (round 6's mechanisms: predicate marks, a comment's subject past its article, gateway events printed before their
 *   payload, the same id elsewhere): 2 of 146, recall 39 of 39.
 * - Round 6 (labels.heldout6.json, 48 sources, all from repositories new to the corpus, each named), scored once after
 *   round 6's rules were tuned on rounds 1-5: 8 of 345 non-user ids looked up (2.3%), recall 32 of 32. Misses: bot ids
 *   declared as a `UserId` or named `SELF`, a role constant named `EARLY_USER`, a bridge's channel in a `name = "…
 *   members ID:<id>"` string, a DiscordSRV group-sync role in an error log, and one guild id that a bot's log prints
 *   in its own column three times.
 * - Round 7 (labels.heldout7.json, 45 sources from 44 repositories new to the corpus, each named), scored once after
 *   the classifier became a rule set with recall as its contract (issue 34), tuned on rounds 1-6: 22 of 195 non-user
 *   ids looked up (11.3%), recall 26 of 26. Misses: a Ruby constants file whose names are a role's or a channel's own
 *   name (4), a README's example config of guild ids under a key that says nothing (3), a placeholder guild id in a
 *   Markdown snippet (2), JS/TS constants named by a channel's or role's own name and two bot ids (7), a guild id a
 *   music bot's log prints in its own column (5 occurrences in three logs), a guild in a discum issue's code. Since
 *   seen and tuned on (issue 34's second pass: a logical assignment's and an object key's expression naming the ids in
 *   it, a mention's sigil in a string without its brackets, a sentence after the id saying what it is, a music
 *   player's log line, a list's heading): 8 of 195, recall 26 of 26. Left looked up: ids whose evidence holds a
 *   person word (`moderatorId`, `userIds` in a `roles` block, a callee named for members), two bot ids named only by
 *   the bot's own name or `me`, and a README's example JSON keyed by guild ids that nothing in it names.
 * - Round 8 (labels.heldout8.json, 49 sources from 46 repositories new to the corpus, each named), scored once after
 *   issue 34's second pass (rounds 1-7 tuned on): 8 of 192 non-user ids looked up (4.2%), recall 36 of 36. Misses:
 *   channel ids named only by their use (4), a role constant `ROLE_USER_ID`, a guild id in a modmail guide's table, a
 *   channel and a guild id in two issue logs.
 */
export interface ScoredRound {
  name: string;
  labels: string;
  sources: number;
  /** The figures the part must keep: non-user ids looked up at most, user ids looked up at least. */
  scored: { nonUsers: number; nonUsersLookedUp: number; users: number; usersLookedUp: number };
}
export const SCORED_ROUNDS: readonly ScoredRound[] = [
  {
    name: 'round 3',
    labels: 'labels.heldout3.json',
    sources: 55,
    scored: { nonUsers: 360, nonUsersLookedUp: 1, users: 39, usersLookedUp: 39 },
  },
  {
    name: 'round 4',
    labels: 'labels.heldout4.json',
    sources: 58,
    // Issue 34's recall contract found one more of its users (a comment about people no longer types the ids under it).
    scored: { nonUsers: 356, nonUsersLookedUp: 18, users: 45, usersLookedUp: 44 },
  },
  {
    name: 'round 5',
    labels: 'labels.heldout5.json',
    sources: 54,
    scored: { nonUsers: 146, nonUsersLookedUp: 2, users: 39, usersLookedUp: 39 },
  },
  {
    name: 'round 6',
    labels: 'labels.heldout6.json',
    sources: 48,
    scored: { nonUsers: 345, nonUsersLookedUp: 8, users: 32, usersLookedUp: 32 },
  },
  {
    name: 'round 7',
    labels: 'labels.heldout7.json',
    sources: 45,
    // Scored once at 22 of 195; issue 34's second pass (above) brought it to 8.
    scored: { nonUsers: 195, nonUsersLookedUp: 8, users: 26, usersLookedUp: 26 },
  },
  {
    name: 'round 8',
    labels: 'labels.heldout8.json',
    sources: 49,
    scored: { nonUsers: 192, nonUsersLookedUp: 8, users: 36, usersLookedUp: 36 },
  },
];
/** The sources a round held out, as its labels file lists them. */
export function heldOutFilesOf(round: ScoredRound): Set<string> {
  return new Set<string>(
    (JSON.parse(readFileSync(join(BOT_CODE_DIR, round.labels), 'utf8')) as { heldOut: string[] }).heldOut,
  );
}
