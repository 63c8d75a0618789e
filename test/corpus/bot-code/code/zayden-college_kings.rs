use serenity::all::{ChannelId, GuildId};

pub const GUILD_ID: GuildId = GuildId::new(745662812335898806);
pub const GENERAL_CHANNEL_ID: ChannelId = ChannelId::new(745662813036609548);
pub const SUGGESTION_CATEGORY_ID: ChannelId = ChannelId::new(1068790374996377671);
pub const FAQ_CHANNEL_ID: ChannelId = ChannelId::new(1196346920059289690);
