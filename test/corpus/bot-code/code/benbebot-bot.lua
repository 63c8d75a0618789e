local myGuild, myId, botChannel = "822165179692220476", "941372431082348544", "832289651074138123"
local initFile = {}
local allRoles = {}
local helpText = require("./tables/helptext")

local channels = {
	bot = "832289651074138123",
	announcement = "823397621887926272"
}
local users = {
	larry = "463065400960221204",
	diego = "823215010461384735",
	ben = "459880024187600937",
	dankmemer = "270904126974590976",
	arcane = ""
}
command.new("status", function( message ) -- RETURNS STATUS OF SERVER --
	if (message.channel.id == "831564245934145599") or (message.channel.id == "832289651074138123") or true then
		message.channel:broadcastTyping()
	local success, result = youtube.getSchoolAnnouncements()
	if success then
		local mString = client:getRole("920088237568032768").mentionString
		for _,v in ipairs(result) do
			client:getGuild(myGuild):getChannel("823397621887926272"):send(mString .. "\nhttps://www.youtube.com/watch?v=" .. v)
		end
command.new("fuckdankmemer", function( message ) -- PENID --
	local dm = client:getGuild(myGuild):getMember(users.dankmemer)
	local role = "951697964177428490"
	if dm:hasRole(role) then
		dm:removeRole(role)
