client:on('messageCreate', function(message)
    if message.guild and message.guild.name == "WaterHack" then
        local msg = string.lower(message.content)


        if msg == prevmsg then
            if (message.author.id == "210152605467410434" or message.author.id == "210615876766924801" or message.author.id == "174158345073065984" or message.author.id == "127837881917112321" or message.author.id == "165658644493369345") then else
                message:delete()
                print("Anti spam, removed "..message.author.name.."\'s message as it was the same as a previous")
            end
        end
        if (message.author.id == "210152605467410434" or message.author.id == "210615876766924801" or message.author.id == "174158345073065984" or message.author.id == "127837881917112321" or message.author.id == "165658644493369345") and msg == "!prune" then
            message.channel:bulkDelete(10)
            message.channel:sendMessage("Delete the 10 most recent message :)")
            print(message.author.name.." PRUNED MESSAGES!")
        end
