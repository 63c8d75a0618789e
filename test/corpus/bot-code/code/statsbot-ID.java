/**
 * Contains static long Discord IDs for various channels, guilds, and users.
 */
public class ID {
    // IDs for the AP Students Discord server
    public static final long AP_STUDENTS_GUILD = 181970867549503489L;
    public static final long AP_STATS_CHANNEL = 689902917070749787L;
    // TODO get actual bot commands channel ID
    public static final long BOT_COMMANDS_CHANNEL = 793938994097815592L;


    // IDs for the StatsBot Central Discord server
    public static final long STATSBOT_CENTRAL_GUILD = 793663503725756466L;
    public static final long PRIVATE_TESTING_CHANNEL = 793747609735004191L;
    public static final long AP_STATS_STATSBOT_CHANNEL = 793663503725756469L;


    // Other miscellaneous IDs
    public static final long SELF = 790441917070311505L;
}
