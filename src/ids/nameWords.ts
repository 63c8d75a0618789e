// Splits an identifier written in any naming style into lowercase words, so that guild_id, guildId,
// GUILD_ID, guild-id, guild.id, GuildID and "Guild ID" all read as ["guild", "id"].

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Words of `name`: runs of letters and digits, cut at camelCase humps ("userID" -> user, id; "URLPath" -> url, path). */
export function splitNameWords(name: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= name.length; i++) {
    const code = name.charCodeAt(i); // NaN past the end: not alphanumeric, so the last word is flushed
    const alphanumeric = isUpper(code) || isLower(code) || isDigit(code);
    const previous = name.charCodeAt(i - 1);
    const hump = alphanumeric && start >= 0 && isUpper(code) && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(name.charCodeAt(i + 1))));
    if (start >= 0 && (!alphanumeric || hump)) {
      words.push(name.slice(start, i).toLowerCase());
      start = -1;
    }
    if (alphanumeric && start < 0) start = i;
  }
  return words;
}
