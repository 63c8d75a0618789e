package wh1spr.morty;

//C for constants
public class C {
	
	// Text Channels
	public static final String CHANNEL_INFO = "353925519126953984";
	public static final String CHANNEL_INTRODUCTION = "353931513424773121";
	public static final String CHANNEL_ANNOUNCEMENTS = "353932432149315594";
	public static final String CHANNEL_EVENTS = "353932447710445569";
	public static final String CHANNEL_FEEDBACK = "353970671857958913";
	public static final String CHANNEL_FIRST_GENERAL = "353931128362500098";
	public static final String CHANNEL_FIRST_QUESTIONS = "353931248995139596";
	public static final String CHANNEL_SECOND_GENERAL = "353923812439359488";
	public static final String CHANNEL_SECOND_QUESTIONS = "353931286710190080";
	public static final String CHANNEL_THIRD_GENERAL = "353931167768248331";
	public static final String CHANNEL_THIRD_QUESTIONS = "353931310420459522";
	public static final String CHANNEL_PROGRAMMING_GENERAL = "353932838581829636";
	public static final String CHANNEL_PROGRAMMING_HELP = "353932863063719947";
	public static final String CHANNEL_PROJECTS = "353933042022088704";
	public static final String CHANNEL_PROJECTS_HELP = "353932863063719947";
	public static final String CHANNEL_CASUAL = "353933902655520782";
	public static final String CHANNEL_CASUAL_2 = "374235338354327553";
	public static final String CHANNEL_GAMING_1 = "353933988273979393";
	public static final String CHANNEL_GAMING_2 = "353934007227908106";
	public static final String CHANNEL_GAME_EVENTS = "374234199143612436";
	public static final String CHANNEL_MUSIC = "354265746173460482";
	public static final String CHANNEL_MEMES = "353934066103484426";
	public static final String CHANNEL_SPAM = "353934296559648791";
	public static final String CHANNEL_WELCOME = "354331050144432128";
	
	public static final String CHANNEL_ADMIN = "354327641303678987";
	
	// Text Channels for bots
	public static final String CHANNEL_BOT_VOTES = "374238792682569729";
	
	
	// Voice Channels
	// => ATM not necessary, so I'm not gonna put them here.
	
	// GUILD
	public static final String GUILD = "353923811994894337";
	
	// Roles
	public static final String ROLE_GUEST = "353929660352036874";
	public static final String ROLE_BOTS = "353928919277371392";
	public static final String ROLE_BOT_CREATOR = "374230683381661697";
	public static final String ROLE_FIRST = "353928270137524224";
	public static final String ROLE_SECOND = "353928343671799808";
	public static final String ROLE_MINOR_VERBREDING = "353930402773204994";
	public static final String ROLE_MINOR_BAI = "353930739110379531";
	public static final String ROLE_THIRD = "353928369202790400";
	public static final String ROLE_GRAD = "353928368753737728";
	public static final String ROLE_GOLDEN_BOT = "353929372689891328";
	public static final String ROLE_WINA = "374225494658514955";
	public static final String ROLE_ADMIN = "353928517655986177";
	
	// Important ones
	public static final String OWNER = "204529799912226816";
	public static final String SELF = "354268422827278336";

}
