namespace Prima.Resources
{
    public static class RunHostData
    {
#if DEBUG
        public const ulong RoleId = 762858063928885269;
#else
        public const ulong RoleId = 762072215356702741;
#endif

#if DEBUG
        public const ulong PinnerRoleId = 807881434110754866;
#else
        public const ulong PinnerRoleId = 838109848867569695;
#endif

#if DEBUG
        public const ulong PreparingForEventRoleId = 1069391471322607636;
#else
        public const ulong PreparingForEventRoleId = 1069387588152082472;
#endif

        public const ulong SocialHostRoleId = 845217720017747970;
    }
}
