local discordia = require("discordia")
local client = discordia.Client()
local monkynoise = client:getGuild("my server id")
local logs = monkynoise:getChannel("the logs channel")

client:on("ready", function() -- bot is ready
	print("Logged in as " .. client.user.username)
end)

client:on("messageCreate", function(message)
	local content = message.content
	local author = message.author
	if message.channel.guild.id == "522887932516761601" then
		logs:send(author.name .. "said: " .. 'message.content')
	end
end)
