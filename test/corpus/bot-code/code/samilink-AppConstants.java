public class AppConstants {

    public static final long GUILD_ID = 264801645370671114L;
    public static final long TWITCH_CLIPS_CHANNEL_ID = 823996140928106526L;
    public static final long SUPPORTER_CHANNEL_ID = 743861104819830854L;
    public static final long LEVEL_5_ROLE_ID = 712696663440883773L;
    public static final long STAFF_ROLE_ID = 826927279098953739L;
    public static final long SAMIFYING_USER_ID = 179261209529417729L;
    public static final long CODEWORD_ROLE_ID = 885557699289440306L;
    public static final long LOGGING_CHANNEL_ID = 470770748256944138L;
