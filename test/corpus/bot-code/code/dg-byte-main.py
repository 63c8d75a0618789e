@client.event
async def on_message(message):
    # <Message 
    # id=825338292228718603 
    # channel=<TextChannel id=822806350886207542 name='флудильня' position=0 nsfw=False news=False category_id=822806350886207539> 
    # type=<MessageType.default: 0>
    # author=<Member id=307383433036824579 name='dimaditriy' discriminator='1518' bot=False nick=None guild=<Guild id=822806350886207538 name='Bots' shard_id=None chunked=False member_count=29>> 
    # flags=<MessageFlags value=0>>

    # Отправлятор является самим ботом 
    if message.author == client.user:
        return
    # Отправлятор является другим ботом
    if message.author.bot:
        return


# Задаем канал для бота [Мой канал dmitri-bot]
    if message.channel.id == 825309140045529108:
