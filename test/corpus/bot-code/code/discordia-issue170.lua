Client:on('messageCreate', function(Message)
if Message.content == BotSettings.Prefix.."test" then
Message:delete()
local Server = Client:getGuild('542884023014522880')
local Channel = Server:getChannel('542884024260100099')
Channel.send("hi")
end
end)
