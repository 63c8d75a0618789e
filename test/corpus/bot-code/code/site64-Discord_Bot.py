@bot.event
async def on_member_join(member: discord.Member):
    welcome_channel = bot.get_channel(1240029491473158276)
    if welcome_channel is None:
        welcome_channel = await member.guild.fetch_channel(1240029491473158276)
@bot.slash_command(name="role_information")
async def RoleInformation(ctx: discord.ApplicationContext):
    support = await ctx.interaction.guild.fetch_channel(1240626005165477930)
    promotion = await ctx.interaction.guild.fetch_channel(1386863372028612729)

        role_id = 1386851365460119623
        role = view.ctx.guild.get_role(role_id)
    # Logge das Claiming
    log_channel = ctx.guild.get_channel(1398847172463689728)
    if log_channel:
