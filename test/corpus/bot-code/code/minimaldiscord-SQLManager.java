    //                            SERVER ID          sendJoinMessageChannelID sendLeaveMessage.. sendJoinMessage SendLeaveMessage enablePUBG enableLeague
    //INSERT INTO SERVERS VALUES (334189774741045249,334190910852169729,"true","true","true","true");


    public void addServer(long serverID,long lobbyChannelID, boolean sendJoinMessage, boolean sendLeaveMessage, boolean enablePUBG, boolean enableLeague) {
                String createTable = "CREATE TABLE IF NOT EXISTS servers (serverid long(18) unique," +
                        " lobbyChannelID long(18), sendJoinMessage boolean, sendLeaveMessage boolean, enablePUBG boolean, enableLeague boolean);";
                String command = "INSERT INTO servers VALUES (334189774741045249, 334190910852169729, \"true\" , \"true\" , \"true\" , \"true\" );";
            // UPDATE servers SET lobbychannelID = "334918139580252172" WHERE serverid = 334189774741045249;
