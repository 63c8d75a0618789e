public class IDAndEntities
{
    public static final long KONO_FAN_SERVER = 757266205936451609L;
    public static final long LOBBY_CHANNEL = 976460093950394388L;
    public static final long BOT_CHANNEL = 865186410787766292L;
    public static final long GAY_ROLE = 901364648039829554L;
    public static final long AC = 355953951469731842L;
    public static final long AMX = 170985598297964544L;
    public static final long BIN = 762206337093599252L;
    public static final long DRAGON_SAMA = 193016802765176832L;
    public static final long FRISK = 730053049044697178L;
    public static final long SHIZUKA = 346681302961094696L;
    public static final long THIS_BOT = 895703640453578753L;
    public static final long TOYAMA_KASUMI = 861936582746832916L;
    public static final long ZEKK = 474892449857142785L;
    public static final long HENRY = 416120741298307082L;
    public static Guild konoFanServer;
    public static TextChannel lobbyChannel;
    public static TextChannel botChannel;
    public static Role gay;
}
