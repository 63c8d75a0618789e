namespace AntiClownBot
{
    public static class Constants
    {
        public const ulong BotId = 760879629509853224;

        public const ulong GuildId = 277096298761551872;

        public const ulong BotChannelId = 838477706643374090;

        public const ulong TributeChannelId = 877994939240292442;
