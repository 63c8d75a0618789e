# Prefix for the bot
prefix = "??"

# List of self assignable roles by ID
roles = [
    506448055927832576,  # Raider
    448071378684608512,  # Betasquad
    570933216505233439,  # Event
    616397733158191106,  # Kvothe's Chosen
    616397733653381140,  # Shadow
    616397734294847490,  # War Hunter
    616397734596968450,  # Zemsu
    616397735175782451,  # Imanity
    616397735486160937,  # Guilty
    616397735725367316,  # CHamburr
    616397735972831264,  # Jesus Follower
    642017648280076298,  # Coder
    694109909910028320,  # Gamer
    694110677425717278,  # Sanctuary
    749602299739111434,  # Pong
    766369036703236107,  # Advertising
]

# Member role ID to give on rule accepting
member_role = 674800989567451173

# Role for moderators
mod_role = 441284727081533458

# Role for mutes
mute_role = 466080092582314014

# Rules message ID
rules_message_id = 674791049717219348

# Rules emoji ID
rules_emoji_id = 453946311524220949
