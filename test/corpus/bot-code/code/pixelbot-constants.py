class Constants:
    def __init__(self):
        self.prefix = "?"
        
        self.guild_id = 932413718397083678
        self.emotes_guild_id = 932736074139185292
        self.slash_guild_ids = [self.guild_id, 892877446284738610, 932736074139185292]

        self.log_channel_id = 934079085137764474

        self.giveaway_ch_id = 932426258816565330

const = Constants()
