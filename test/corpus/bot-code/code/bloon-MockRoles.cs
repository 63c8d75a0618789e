namespace Bloon.Variables.Roles
{
    /// <summary>
    /// These roles are located within Bloon's development discord.
    /// Use these when attempting to do something with the roles within
    /// SBG. It'll help keep things lookin' clean for the people who
    /// use the front end of the bot.
    /// </summary>
    public static class MockRoles
    {
        public const ulong Admin = 223022425351127040;
        public const ulong All = 377137420417761292;
        public const ulong Muted = 889916846948614174;
        public const ulong KidsTable = 377137352746729472;
    }
}
