    public class Constants
    {

        public class RoleIds
        {
            public const ulong Los = 359787164004777985;
            public const ulong LosDlc  = 359787632420454400;
            public const ulong PuddingId = 359788010562387970;
            public const ulong RegularRoster = 405523248634396673;
            public const ulong NewbieRoster = 403512698651803648;
            public const ulong PaperRoster = 490448298222551042;

            public const ulong OrderArbiter = 606025980078718987;
            public const ulong OrderOfDoctrina = 605329572761960458;
            public const ulong OrderOfHostilia = 605329429136277505;
            public const ulong OrderOfSocius = 605329965780828180;
            public const ulong OrderOfReciprocus = 605329825250410506;
        }

        public class ChannelIds
        {
            public class TextChannelIds
            {
                public const ulong RegularPub = 535282929493082122;
                public const ulong Pudding = 403342623730958347;
                public const ulong Bot = 377895556204331008;
                public const ulong LogChannel = 600276407205232651;
            }

            public class VoiceChannelIds
            {
                public const ulong Afk = 385163793258381333;
            }
        }

        public class GuildIds
        {
            public const ulong Los = 224949218639478784;
        }

        public class BotIds
        {
            public const ulong Cat = 423829000138260480;
        }
    }
