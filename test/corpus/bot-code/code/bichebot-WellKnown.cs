// ReSharper disable IdentifierTypo
namespace Bichebot.Settings
{
    public static class WellKnown
    {
        public const ulong GuildId = 307817006021738507;
        
        public static class Users
        {
            public const ulong Aler = 272446177163608066;
            public const ulong Host = 177461516646219776;
            public const ulong Qwear = 177455722248798208;
            public const ulong Luno = 490208786036948994;
        }

        public static class Channels
        {
            public const ulong Best = 602475515391246358;
            public const ulong Debug = 656922777344802882;
            public const ulong Zero = 676118662205276163;
            public const ulong Discussions = 553146693743280128;
        }
    }
}
