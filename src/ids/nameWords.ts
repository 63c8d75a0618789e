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
  const flush = (end: number): void => {
    if (start >= 0 && end > start) words.push(name.slice(start, end).toLowerCase());
    start = -1;
  };
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const alnum = isUpper(code) || isLower(code) || isDigit(code);
    if (!alnum) {
      flush(i);
      continue;
    }
    if (start < 0) {
      start = i;
      continue;
    }
    const previous = name.charCodeAt(i - 1);
    const next = name.charCodeAt(i + 1);
    const hump = isUpper(code) && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)));
    if (hump) {
      flush(i);
      start = i;
    }
  }
  flush(name.length);
  return words;
}
