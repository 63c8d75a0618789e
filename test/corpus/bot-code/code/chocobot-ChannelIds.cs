namespace chocobot_racing.Constants
{
    // ReSharper disable once ClassNeverInstantiated.Global
    public class ChannelIds
    {
        public const ulong BotLogsChannelId = 1180243688652288010;
        public const ulong BotUsageChannelId = 1189733038192594974;
        public const ulong AntiServerFakeAsyncCategory = 1070073427509129367;
        public const ulong WorkshopAsyncCategory = 551275948880822292;
        public const ulong RaceAlertsChannelId = 438195383185702912;
        public const ulong AntiServerBotTestingChannelId = 1380688848681701457;
        public const ulong AntiServerRaceAlertsId = 985334647049297972;
        public const ulong WorkshopRaceAlertsId = 438195383185702912;
    }
}
