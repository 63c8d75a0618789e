# Autres Chanels (le 10/03/2021)

"""
 <TextChannel id=817798385821155339 name='⬢_6│anges-et-démons' position=32 nsfw=False news=False category_id=817797543324680254>,
 <TextChannel id=817798571604705382 name='⬢_9│' position=35 nsfw=False news=False category_id=817797543324680254>,
 <TextChannel id=817798264384389121 name='⬢_5│mode-obscure' position=31 nsfw=False news=False category_id=817797543324680254>,
