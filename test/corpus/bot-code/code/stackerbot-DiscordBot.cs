                   Please feel free to take a look around and introduce yourself here: https://discord.com/channels/1197631472752939128/1198268080330129470
                   Make sure to check out the server rules here: https://discord.com/channels/1197631472752939128/1198265995282890854
