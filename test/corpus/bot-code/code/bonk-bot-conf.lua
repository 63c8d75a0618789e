-- Global conf for all guilds
local conf = {}
conf.__index = conf

conf.colorChart = {
    default = 0xF02E89
}

conf.guild = {
    id = "663798033669947423",
    channels = { "663801770933354506" }
}

return conf
