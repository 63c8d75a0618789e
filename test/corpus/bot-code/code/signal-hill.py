class SignalHill(commands.Cog):
    """Stuff for the Signal Hill server."""

    BM_SERVER_ID_INA = 10654566
    BM_SERVER_ID_MCF = 12516655
    SERVER_STATUS_INTERVAL = 60
    SERVER_STATUS_EDIT_RATE = 10
    SERVER_STATUS_GRAPH_DEST = 842924251954151464
    SERVER_STATUS_GRAPH_RATE = 60 * 30
    GIVEAWAY_CHANNEL_ID = 850965403328708659  # testing: 850953633671020576
    GIVEAWAY_EMOJI_ID = 815804214470770728  # testing: 340900129114423296
    GUILD_ID = 811415496036843550
    WHITELIST_TICKET_REGEX = re.compile(r'(?P<name>.+)-(?P<n>\d+)(?P<flags>\w*)')
    WHITELISTED_PLAYERS_CHANNEL_ID = 824486812709027880

    def __init__(self, bot):
        self.bot = bot
        self.server_statuses = [
            BMServerStatus(
                bot=bot,
                channel_id=819632332896993360,
