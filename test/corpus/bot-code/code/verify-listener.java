    @Override
    public void onGuildMessageReceived(GuildMessageReceivedEvent event) { //Channel ID: TC:general(142494630842204160)	Channel ID: TC:test(169378377944399872)
    	TextChannel tchannel = event.getChannel();
    	String schannel = tchannel.toString();
    	String pubquery = event.getMessage().getContent();
    	if (schannel.trim().equals("TC:test(169378377944399872)")) {
