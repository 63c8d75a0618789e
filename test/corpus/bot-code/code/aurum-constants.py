# For bot token; AWS details and ImgurAPI details, set them in .env (environment variables), not here.


### Magic Numbers
# These numbers should not be modified if you don't know what you are doing!

## Server IDs

AURUM_ASSET_SERVER_ID = 846318304289488906
AURUM_MAIN_SERVER_ID = 793495102566957096

## Channel IDs

WELCOME_GOODBYE_CHANNEL_ID = 793513021288742912
RULES_CHANNEL_ID = 793529403233665084
HOW_TO_JOIN_CHANNEL_ID = 793513974582607962
SELF_ASSIGN_ROLES_CHANNEL_ID = 793626862180892732

## Role IDs

EVERYBODY_ROLE_ID = 833003253859221505

### Other constants
# Do not modify these constants if you don't know what you are doing!

BOT_DEV = (438298127225847810, 383961317280841730, 353168066466545664, 507267673348898824)

class CogName(commands.Cog):
    @commands.command()
    async def constant(self, ctx, var_type: str, var_name: str, value: Union[str, int, float, dict, list, tuple, set]):
        from cogs.aesthetics import design, embedColor, icons
        emojis = self.bot.get_guild(AURUM_ASSET_SERVER_ID).emojis
        if ctx.author.id in BOT_DEV:
