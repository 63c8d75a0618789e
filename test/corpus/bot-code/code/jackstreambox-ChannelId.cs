namespace JackStreamBox.Bot.Logic.Config
{
    public class ChannelId
    {
        public static readonly ulong JackBotVC = 1105184748701229066;
        public static readonly ulong LogChannel = 1114225698056445992;
        public static readonly ulong DailyQuestionChannel = 1114225698056445992;
        public static readonly ulong DevChannel = 1147519028986912839;
    }
}
