            .withPropertyValues(
                    "gridwords.discord.enabled=false",
                    "gridwords.discord.token=",
                    "gridwords.discord.guild-id=255064124902473729",
                    "gridwords.discord.channel-id=1531398793713549494",
                    "gridwords.discord.admin-user-ids=255063936410451978,451773931351834634",
                    "gridwords.schedule.first-reminder=16:00",
