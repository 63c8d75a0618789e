# <
# Message id=1040713672030441482
# channel=<TextChannel id=835148037126619179 name='general' position=0 nsfw=False news=False category_id=835148037126619177>
# type=<MessageType.default: 0>
# author=<Member id=304434847764578308 name='MikeKenndy' discriminator='7857' bot=False nick=None
# guild=<Guild id=835148037126619176 name="MikeKenndy's test server" shard_id=0 chunked=True member_count=2>>
# flags=<MessageFlags value=0>>
