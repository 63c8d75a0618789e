        @self.bot.event
        async def on_message(message: nextcord.Message):
            '''
            <Message id=1272539206752665692 channel=<TextChannel id=1258178824726642789 name='робокоты' position=6 nsfw=False news=False category_id=1254431449591840818> type=<MessageType.default: 0>  author=<Member id=252454308149198854 name='affirvega' global_name='Феся' bot=False nick=None  guild=<Guild id=1254431449029935114 name='Кошачий подвал' shard_id=0 chunked=True member_count=15>>  flags=<MessageFlags value=0>>
            []
            []
