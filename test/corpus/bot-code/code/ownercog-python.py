import discord
from discord.ext import commands

class Python(commands.Cog):
    def __init__(self,bot):
        self.bot = bot
    
    def cog_check(self,ctx):
        if ctx.author.id != 475332124711321611:
            raise commands.NotOwner("You must be owner to use any commands of the OwnerOnly cog.")
        return True
