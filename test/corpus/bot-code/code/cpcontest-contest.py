import discord
from discord.ext import commands
from discord import app_commands

# Role and Channel IDs
MENTOR_ROLE_ID = 1405870294471540807 # Mentor
PARTICIPANT_ROLE_ID = 1404736993035812934 # CP
ANNOUNCEMENT_CHANNEL_ID = 1404857696666128405 # bot-testing
