namespace VirtualRamenDiscordBot.Channels
{
    /// <summary>
    /// Constant store of the guild's channel IDs.
    /// </summary>
    public class ChannelConstants
    {
        public const ulong Welcome = 932128313139396609;
        public const ulong Roles = 932152430999789628;
    }
}
