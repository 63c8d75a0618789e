    public static void logCommand(SlashCommandEvent event) {
        Guild guild = event.getGuild();
        assert guild != null;
        if (guild.getIdLong() != 747818545466966176L) return;
        TextChannel channel = guild.getTextChannelById(855869714806997032L);
