public static SocketTextChannel status_ch;
public static SocketTextChannel general_ch;
const ulong CLIENT_GUILDID_DEV = 384935765194440705;
const ulong CLIENT_GUILDID_LIVE = 386429936359178240;
const ulong GENERAL_CHANNELID_DEV = 384935765194440709;
const ulong GENERAL_CHANNELID_LIVE = 386429936359178243;
const ulong BOSSSTATUS_CHANNELID_JP_DEV = 384946657571241984;
const ulong BOSSSTATUS_CHANNELID_JP_LIVE = 386446586563133441;
client = new DiscordSocketClient();
status_ch = client.GetGuild(CLIENT_GUILDID_DEV).GetTextChannel(BOSSSTATUS_CHANNELID_JP_DEV);
general_ch = client.GetGuild(CLIENT_GUILDID_DEV).GetTextChannel(GENERAL_CHANNELID_DEV);
public async static Task SendStatusMessage(string text, bool isTTS, Embed embed)
        {
            await status_ch.SendMessageAsync(text, isTTS, embed);
        }
