package io.busata.fourleftdiscord.commands;

import discord4j.common.util.Snowflake;

public class DiscordChannels {
    public static final Snowflake DIRTY_MAIN_CHAT = Snowflake.of("892369709780070410");
    public static final Snowflake DIRTY_DAILIES = Snowflake.of("977962740234747954");

    public static final Snowflake MAINTMASTER_SRD_DAILIES = Snowflake.of("1006497755209936966");
    public static final Snowflake DIRTY_WEEKLIES = Snowflake.of("892373522473685054");
    public static final Snowflake DIRTY_MONTHLIES = Snowflake.of("1002942121709416588");
    public static final Snowflake TEST_CHANNEL = Snowflake.of("961645025010266145");

    public static final Snowflake GRF_SPECIAL = Snowflake.of("831903667409125377");
}
