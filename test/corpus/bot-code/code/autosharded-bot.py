class Bot(commands.AutoShardedBot):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(
            sync_commands=True,
            shard_count=1,
            case_insensitive=True,
            command_prefix="+",
            intents=discord.Intents.all()
        )
        owner_ids = [1020693089851027457]
        self.owner_ids = owner_ids
