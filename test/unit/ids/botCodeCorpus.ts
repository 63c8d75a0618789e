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
  heldOut: boolean;
  text: string;
}

export interface BotCodeId extends LabelledId {
  type: DocumentType;
  heldOut: boolean;
}

interface LabelsFile {
  heldOut: string[];
  files: Record<string, Record<string, string>>;
}

const LANGUAGE_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.py': 'python', '.js': 'javascript', '.ts': 'typescript', '.kt': 'kotlin', '.java': 'java', '.lua': 'lua',
  '.rb': 'ruby', '.rs': 'rust', '.md': 'markdown', '.rst': 'restructuredtext', '.log': 'log', '.example': 'dotenv',
  '.json': 'json', '.yml': 'yaml', '.yaml': 'yaml', '.toml': 'toml', '.ini': 'ini', '.properties': 'properties', '.conf': 'plaintext',
};

function readLabels(): LabelsFile {
  return JSON.parse(readFileSync(join(BOT_CODE_DIR, 'labels.json'), 'utf8')) as LabelsFile;
}

export function loadBotCodeFiles(): BotCodeFile[] {
  const heldOut = new Set(readLabels().heldOut);
  const files: BotCodeFile[] = [];
  for (const type of DOCUMENT_TYPES) {
    for (const file of readdirSync(join(BOT_CODE_DIR, type)).sort()) {
      const name = `${type}/${file}`;
      const languageId = LANGUAGE_OF_EXTENSION[extname(file)];
      if (languageId === undefined) throw new Error(`${name}: no language for its extension`);
      files.push({ name, type, languageId, heldOut: heldOut.has(name), text: readFileSync(join(BOT_CODE_DIR, type, file), 'utf8') });
    }
  }
  const stray = [...heldOut].filter((name) => !files.some((file) => file.name === name));
  if (stray.length > 0) throw new Error(`held-out sources that are not in the corpus: ${stray.join(', ')}`);
  return files;
}

/** Every id detected in the corpus with its label; throws when an id has no label or a label matches no id. */
export function loadBotCodeIds(): BotCodeId[] {
  const labels = readLabels();
  const out: BotCodeId[] = [];
  const used = new Set<string>();
  for (const file of loadBotCodeFiles()) {
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
      if (!(ID_KINDS as readonly string[]).includes(label)) throw new Error(`${file.name} ${key}: "${label}" is not a kind`);
      used.add(`${file.name} ${key}`);
      out.push({
        file: file.name, path: exact, id: match.id, start: match.start, end: match.end, truth: label as IdKind,
        opaque: label === 'unknown' ? 'the text does not say' : undefined, type: file.type, heldOut: file.heldOut,
      });
    }
  }
  const unused = Object.entries(labels.files).flatMap(([file, ids]) => Object.keys(ids).map((id) => `${file} ${id}`)).filter((key) => !used.has(key));
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
  const score: LookupScore = { users: 0, usersLookedUp: 0, nonUsers: 0, nonUsersLookedUp: 0, unsaid: 0, precision: 1, recall: 1, nonUserLookupRate: 0, wrongLookups: [], missedUsers: [] };
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
