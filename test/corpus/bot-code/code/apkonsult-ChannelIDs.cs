namespace APKonsult;

internal static class ChannelIDs
{
    internal const string FILE_ROOT = "./0vol";

    private static Dictionary<string, string> cachedConstants = null!;

    public const ulong ABSOLUTE_ADMIN = 518296556059885599;

    public const ulong DEBUG_GUILD_ID = 1348833304811540490;
    public const ulong CHANNEL_DEBUG = 1348833305943867450;
    public const ulong CHANNEL_RELEASE = 1348833305943867451;

    public const ulong CHANNEL_GENERAL = 1348833305943867445;

    public const ulong BOT_TESTER_ROLE = 1348833304811540494;
