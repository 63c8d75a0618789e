guild_id = '836784404406861885'
channel_id = '836787838364286979'
bot.gateway.fetchMembers(guild_id, channel_id) #put wait=1 in params if you'd like to wait 1 second inbetween requests
@bot.gateway.command
def memberTest(resp):
	if bot.gateway.finishedMemberFetching('836784404406861885'):
		lenmembersfetched = len(bot.gateway.session.guild('836784404406861885').members)
		print(str(lenmembersfetched)+' members fetched')
		bot.gateway.removeCommand(memberTest)
		bot.gateway.close()

bot.gateway.run()

for memberID in bot.gateway.session.guild('836784404406861885').members:
	print(memberID)
