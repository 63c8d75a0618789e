    if message.content == "%init" then
      if message.member:hasRole("829444502161850478") == true then
        message.channel:send {
            embed = {
              title = "How to use",
client:on("interactionCreate", function(interaction)
  --make it so when the button is pressed the user's id, the user's name and the time is stored in the database
    local id = interaction.user.id
    local name = interaction.user.name
    local time = discordia.Date():toISO('T', 'Z')
    
  local logsChannel, err = client:getChannel("1011291374232018996")
  if interaction.member:hasRole("829444502161850478") ~= true then
    interaction.member:setNickname("[35th] "..interaction.user.name)
    interaction.member:addRole("829444502161850478")
    interaction:reply("Success")
