namespace ogybot.Communication.Constants;

public static class GuildRoleIds
{
    public const ulong AdminRole = 1060001967868485692;
    public const ulong ChiefRole = 810680738843721738;
    public const ulong ActiveChiefRole = 1097935496442810419;
    public const ulong DeveloperRole = 1290068312528519228;

    public const ulong HeavyRaidRole = 1044407292340211793;
    public const ulong LightRaidRole = 1044407413345886238;
}
