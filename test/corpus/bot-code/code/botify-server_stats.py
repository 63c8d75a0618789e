import logging

import discord
from discord.ext import commands

# Configure your channels here
GUILD = 803587371152441345
CHANNEL_MEMBERS = 1231167106171666442  # Make sure this is a voice channel


async def get_member_counts(bot):
    guild = discord.utils.get(bot.guilds, id=GUILD)
    members = guild.members
