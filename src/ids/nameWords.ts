// Splits an identifier written in any naming style into lowercase words, so that guild_id, guildId,
// GUILD_ID, guild-id, guild.id, GuildID and "Guild ID" all read as ["guild", "id"]. Latin letters with accents
// count as letters (Brazilian bots write usuário, canalDeLogs), and words are given without their accents.

function isUpper(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 0xc0 && code <= 0xde && code !== 0xd7);
}

function isLower(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 0xdf && code <= 0xff && code !== 0xf7);
}

/** Latin-1 letters (à, ç, Á…): the ones Portuguese, Spanish and French names use. */
export function isAccentedLetterCode(code: number): boolean {
  return code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7;
}

function withoutAccents(word: string): string {
  return /[\u00c0-\u00ff]/.test(word) ? word.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : word;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A lone 's' closing a capitalised word (IDs, URLs): its plural, not a word of its own. */
function isPluralS(name: string, i: number): boolean {
  return name.charCodeAt(i) === 115 && !isLower(name.charCodeAt(i + 1));
}

/** Words of `name`: runs of letters and digits, cut at camelCase humps ("userID" -> user, id; "URLPath" -> url, path; "roleIDs" -> role, ids). */
export function splitNameWords(name: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= name.length; i++) {
    const code = name.charCodeAt(i); // NaN past the end: not alphanumeric, so the last word is flushed
    const alphanumeric = isUpper(code) || isLower(code) || isDigit(code);
    const previous = name.charCodeAt(i - 1);
    const hump =
      alphanumeric &&
      start >= 0 &&
      isUpper(code) &&
      (isLower(previous) ||
        isDigit(previous) ||
        (isUpper(previous) && isLower(name.charCodeAt(i + 1)) && !isPluralS(name, i + 1)));
    if (start >= 0 && (!alphanumeric || hump)) {
      words.push(withoutAccents(name.slice(start, i).toLowerCase()));
      start = -1;
    }
    if (alphanumeric && start < 0) start = i;
  }
  return words;
}

/** "id" or "ids": the word that says a name holds some thing's id (guild_id, roleIds), not which thing. */
export function isIdWord(word: string | undefined): boolean {
  return word === 'id' || word === 'ids';
}
