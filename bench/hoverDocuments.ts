// The documents the hover benches (hover.bench.ts through the provider, classifierBaseline.bench.ts against main's
// classifier) hover a non-user id in: one shape of each, so both benches time the same text.

/** A gateway log line naming a guild (`guild_id=`). */
export function guildLogLine(guild: string): string {
  return `2026-11-22T09:14:02.118Z INFO  gateway GUILD_CREATE guild_id=${guild} shard=8 members=1412`;
}

/** A Kotlin list of 40 roles whose elements have no name of their own: the list's name decides. */
export function kotlinRoleList(guild: string): string {
  return [
    'companion object {',
    '    val ADMIN_ROLES = listOf(',
    ...Array.from({ length: 40 }, (_, k) => `        ${BigInt(guild) + BigInt(k) * 4194304n}L, // staff ${k}`),
    '    )',
    '}',
  ].join('\n');
}

/** A JSON document of about `bytes` of messages whose last member is a guild's id. */
export function bigJsonEndingInGuild(bytes: number, guild: string, authorId: string): string {
  const message = JSON.stringify({
    id: '1159407127759029715',
    channel_id: '1091693445122657961',
    content: 'x'.repeat(200),
    author: { id: authorId, username: 'lari' },
  });
  const count = Math.ceil(bytes / (message.length + 2));
  return `{"messages": [\n${Array.from({ length: count }, () => message).join(',\n')}\n], "guild": {"name": "Lori's", "id": "${guild}"}}\n`;
}
