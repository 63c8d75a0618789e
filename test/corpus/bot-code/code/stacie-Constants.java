public class Constants
{
	public static final String PREFIX = ">";
	
	//GUILD ID
	public static final String guild = "614260951167795204";
	
	//CHANNEL IDS
	public static final String bot_cmds_channel = "632641555051708436";
	public static final String puzzle_channel = "627943382236528656";
	public static final String puzzler_role = "637827805161193539";
	public static final String log_channel = "632914427678687274";
	public static final String at_someone = "648667030509191209";
	
	//ROLE IDS
	public static final String admin1 = "614262194112036895";
	public static final String admin2 = "637607873433698314";
	public static final String mod_admin = "634442520310448151";
	public static final String mod = "627946235478802433";
	public static final String helper = "632427837466476554";
}
