use serenity::model::prelude::{UserId, RoleId, ChannelId, GuildId};

pub const KRYSSOU: UserId = UserId(236591688137703424);
pub const KAARISSOU: UserId = UserId(835457730595651644);

pub const PRIV_CHANNEL: ChannelId = ChannelId(973131463526584351);
pub const LOG_CHANNEL: ChannelId = ChannelId(907660058203156531);
pub const SNAPCHAT_CHANNEL: ChannelId = ChannelId(1006619508246577243);

pub const SNAPCHAT_ROLE: RoleId = RoleId(974335161942569000);

pub const KRYSTALINO_SERVER: GuildId = GuildId(360767176539373569);
