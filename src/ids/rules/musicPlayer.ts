// `[LOG] Player has been created in <id>`, `Queue ended in [<id>]`: a music bot's log line about its player or its queue
// places it in the id, and music players are kept per guild (Lavalink and the libraries on it key them by guild id).
// Only the id the line ends with, after "in" as a preposition (not a verb's particle: `logged in <id>`). The player
// is the subject, not the id: even a game's player (the vocabulary's person word) is *in* the id, a place no user is.
// Any other person word in the sentence (`Player of user in <id>`) keeps the id looked up.
import { kindOfWord } from '../idVocabulary';
import { lineStartAt } from '../readers/lines';
import { splitNameWords } from '../nameWords';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'music-player',
  signal: 'sentence',
  description: 'A music bot\'s log line about its player or queue, ending "in <id>": players are kept per guild.',
} as const;

/** The furthest the rule reads back on the id's line. */
const LOOKBEHIND = 240;

/** What a music bot keeps one of per guild: its player, its queue. */
const PLAYER_WORD = /\b(?:player|queue)\b/i;

/** The subject's own words, which the vocabulary reads as persons (a game's players). */
const PLAYER_NOUNS: ReadonlySet<string> = new Set(['player', 'players']);
/** Verbs whose "in" is their particle, not a place: `logged in <id>` may name who logged in. */
const PARTICLE_VERBS: ReadonlySet<string> = new Set([
  'logged',
  'log',
  'signed',
  'sign',
  'checked',
  'check',
  'joined',
  'join',
  'opted',
  'tuned',
  'chimed',
  'plugged',
]);

/** "… in " or "… in [" right before the id, and nothing but a closing mark after it on its line. */
const IN_BEFORE = /\bin\s\[?$/i;
const LINE_END_AFTER = /^\]?[.!)]?[ \t]*(?:\r?\n|$)/;

export const musicPlayerRule: Rule = {
  meta,
  find({ text, start, end, json }: IdContext): Finding | undefined {
    if (json) return undefined;
    const lineStart = lineStartAt(text, start, Math.max(0, start - LOOKBEHIND));
    const before = text.slice(lineStart, start);
    const preposition = IN_BEFORE.exec(before);
    if (preposition === null || !LINE_END_AFTER.test(text.slice(end, end + 8))) return undefined;
    const subject = before.search(PLAYER_WORD);
    if (subject < 0) return undefined;
    const words = splitNameWords(before.slice(subject));
    if (PARTICLE_VERBS.has(words[words.length - 2] ?? '')) return undefined;
    if (words.some((word) => !PLAYER_NOUNS.has(word) && word !== 'bot' && kindOfWord(word) === 'user'))
      return undefined;
    return finding(meta, 'guild', { start: lineStart + subject, end: lineStart + preposition.index + 2 });
  },
};
