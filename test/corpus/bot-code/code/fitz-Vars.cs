namespace Fitz.Variables
{
    /// <summary>
    /// This class is for users and their discord IDs that are referenced frequently in bloon
    /// They're return ulongs.
    /// </summary>
    public static class Users
    {
        public const ulong Ruby = 103967428408512512;
    }
    public static class Channels
    {
        public const ulong Console = 314175808623083530;
        public const ulong Commands = 587088477057974277;
        public const ulong ExceptionReporting = 358657358202667008;
        public const ulong RoleEdits = 587088311575904269;
    }
    public static class Roles
    {
        public const ulong All = 377137420417761292;
    }
}
