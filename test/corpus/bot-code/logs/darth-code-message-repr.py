def extract_user(message):
    return User(message.author.id, message.author.name, message.author.nick, message.author.bot)
    
# <Message id=950959298576539658 
# channel=<TextChannel id=699699656241840129 name='testes' position=7 nsfw=False news=False category_id=704855564580028507> 
# type=<MessageType.default: 0> 
# author=<Member id=687670706959679576 name='RodCordeiro' discriminator='2122' bot=False nick='Darth RodC0rdeiro' 
# guild=<Guild id=697180940127961128 name='Darth Code' shard_id=None chunked=True member_count=9>> 
# flags=<MessageFlags value=0>>
