        private async Task TicketMSG(ulong chan_id, ulong user_id)
        {
            SocketGuild guild = _client.GetGuild(850182424271912961);
            SocketGuildUser user = guild.GetUser(user_id);

            SocketTextChannel textChannel = guild.GetTextChannel(chan_id);
            await textChannel.SendMessageAsync($"Ticket creer par: {user.Username} at {textChannel.CreatedAt}");
        }
