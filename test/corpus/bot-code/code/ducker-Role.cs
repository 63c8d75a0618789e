public class Role
{
    /// <summary>
    ///     Get chel role (only for main bot guild)
    /// </summary>
    public static ulong ChelRoleId = 816666984745140254;

    /// <summary>
    ///     Get Twitch Follower role (only for main bot guild)
    /// </summary>
    public static ulong TwitchFollowerRoleId = 914921577634754600;
}
