    async def syncban(
        self,
        ctx: GuildContext,
        member: Annotated[discord.abc.Snowflake, MemberID],
        *,
        reason: Annotated[str, ActionReason],
    ):
        """Bans a member from a few other servers."""

        guilds_to_ban: set[int] = {
            81384788765712384,  # Discord API
            336642139381301249,  # discord.py
            182325885867786241,  # R. Danny
            149998214810959872,  # Dannyware
        }

        if ctx.guild.id not in guilds_to_ban:
