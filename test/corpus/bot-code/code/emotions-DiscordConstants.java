public class DiscordConstants {

    public static final String DEFAULT_COMMAND_PREFIX = "!";
    public static final String DEFAULT_SYSTEM_PREFIX = ";";

    public static final long LIAREL_BOT_ID = 837876849416732735L;
    public static final long KIANA_BOT_ID = 828406931336200202L;
    public static final long FEEDBACK_CHANNEL_ID = 1096408011829956678L;
    public static final long CHANGELOG_CHANNEL_ID = 1096408106898034889L;
    public static final long ACTIVITY_LOG_CHANNEL_ID = 1086224963368931389L;
    public static final long BOT_ADMIN_EXCEPTION_ROLE = 234542843732033537L;
}
