CONFIG = {
    "bot_token": "discord bot token",
    "cmd_prefix": "!",
    "playing_status": "with Dragon Veins",

    # Bad Words
    "bad_words": ["fortnite"],

    # Role Reaction (RR)
    "role_reaction": {
        605102159922593825: {
            "👑": 605091599772549140,
            "🌴": 605093360734306334,
            "👗": 605093515680022560,
            "🌩️": 605093605547442176,
            605808611444391966: 605091009994555431,
            605808611049996319: 605091399423098906,
            605808611297591298: 605809536934215681,
            "🕹️": 605099622192644127,
            "🔞": 635378577831100466,
        }
    },

    # Image Embed
    "imageembed_channelids": [605090070453551134, 703718904576475198, 608659392958824461],
    "twitter_consumer_key": "key",
    "twitter_consumer_secret": "key",
    "twitter_access_token_key": "key",
    "twitter_access_token_secret": "key",

    # Reddit Publish
    "redditpub_source_chan_id": 754577585370955886,
    "redditpub_dest_chan_id": 605096043868192778,

    # Looking For Smash (LFS)
    "lfs_channelid": 605798581793718276,
    "lfs_roleid": 755687552434044929,

    # Art Mention
    "artmention_channelids": [605090070453551134, 703718904576475198, 608659392958824461],
    "artmention_base_role_id": 793711429597134908,
    "artmention_pingboard_channelid": 825960862350704652,
    "artmention_thread_channelids": [703718904576475198, 608659392958824461],

    # Art Deduper
    "deduper_channelids": [605090070453551134, 703718904576475198, 608659392958824461, 605090192205938688, 703719177222881350, 608659467315183623],

    "permanent_roles": {
        602633229614448640: [635378577831100466],
    },

    # Pick a Number (PaN)
    "PaN_enabled": True,
    "PaN_channel": 140252024666062848,
    "PaN_eventid": "jan2020",
    "PaN_cooldown": 21600,
