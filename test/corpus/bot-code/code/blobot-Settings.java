package com.blob.discord.utilities;

public class Settings {

    //Voice Channel IDs
    public static final Long AutoVCGuildId = 530904600119869450L;
    public static final Long AutoVCCategoryId = 809518946079211600L;

    //Text Channel IDs
    public static final Long GeneralChatId = 785623271454408755L;
    public static final Long AnnouncementId = 700416449641971793L;
    public static final Long SelfRoleChannelId = 741508991334481950L;
    public static final Long NuclearTestingAreaId = 741855644772204594L;
    public static final Long TChannelId = 770731649569783829L;
    //todo change back
    public static final Long BotCmdsId = 835253711952543804L;

    //Role IDs
    public static final Long TrustedRoleId = 695022925811679347L;
    public static final Long StaffRoleId = 776283810475802646L;
    public static final Long MinecraftRoleId = 741518272712802384L;
    public static final Long SheHerId = 835045606962757653L;
    public static final Long HeHimId = 835045681088561162L;
    public static final Long TheyThemId = 835045723799683112L;
    public static final Long XeXemId = 835164981220999199L;
    public static final Long VeVerId = 835166092875399209L;
    public static final Long EyEmId = 835165018601291828L;

    //User IDs
    public static final Long SebbyUserId = 400453367966466058L;
    public static final Long BlobotId = 741780707109765150L;
    public static final Long BlobotDevId = 834180406362374174L;
    public static final Long NoPunctuationId = 821048078122614804L;

    //Other
    public static final String NoPermissionMessage = "You do not have permission to do this!";
    public static final Long SelfRoleMsgId = 835298564715315241L;
    public static final Long TGUServerId = 530904600119869450L;

}
