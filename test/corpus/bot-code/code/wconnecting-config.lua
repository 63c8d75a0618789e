-- Configuration table for the server and bot settings
Config = {
    -- Discord server and bot configuration
    GuildID = '',  -- Your Discord server ID

    -- Configuration options
    IncreaseSlot = false, -- Increase slots for admins 
    -- if you want to use IncreaseSlot add this line to server.cfg: add_ace resource.w-connecting command allow

    RelogPriority = true, -- Users who reconnect have higher priority

    -- Role IDs that are allowed to join
    Roles = {
        '700974891956174879', -- priority = 1, highest
        '700974891956174879', -- priority = 2, high
        '700974891956174879', -- priority = 3, normal
        -- higher index = lower priority
    },

    -- Admin role IDs, used if IncreaseSlot is enabled
    Roles2 = { 
        '1268974170927005838',
        '1269173123173974076',
    },
