public class Config {

    private Config() {}

    //USERS
    public static final String OWNERID = "261918744765399044";
    public static final String DESINGER = "182223737884639232";

    //PREFIX
    public static final String PREFIX = ServerSettingsHandler.getPrefix();
