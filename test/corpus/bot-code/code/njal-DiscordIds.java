public class DiscordIds {
    //TODO load these ids from a file

    public static final String NJAL_GUILD_ID = "490083918423523328";

    public static class ChannelIds {
        public static final String STANDINGS_REPORT_CHANNEL = "519673800648818708";
        public static final String SUPER_ADMIN_CHANNEL = "498737165396606976";
        public static final String ROSS_LOG_CHANNEL = "526274368444039196";
        public static final String DRAFT_ME_CHANNEL = "516029333844918273";
        public static final String REGISTER_HERE_CHANNEL = "516030074714193940";
        public static final String PLAYER_LIST_CHANNEL = "515607427996188701";
        public static final String OVERALL_STANDINGS_CHANNEL = "516033633442856971";
    }

    public static class UserIds {
        public static final String SNOOBER_DISCORD_ID = "107204118279372800";
        public static final String PINGWIN_DISCORD_ID = "118621316143120384";
    }

    public static class CategoryIds {
        public static final String DRAFT_ME_CAT_ID = "516029124825841665";
    }

    public static class RoleIds {
        public static final String ADMIN = "490085860188880917";
    }
}
