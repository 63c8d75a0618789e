    public void onCommand(SlashCommandEvent event) {
        String suggestion = event.getOption("suggestion").getAsString();
        JDA jda = event.getJDA();
        Guild guild = jda.getGuildById(747818545466966176L);
        assert guild != null;
        TextChannel channel = guild.getTextChannelById(801123202419130368L);
        assert channel != null;
        channel.sendMessage(Utils.simpleEmbed(event.getUser(), "New Suggestion", suggestion)).queue();
