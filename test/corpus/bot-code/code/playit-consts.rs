use serenity::all::{ChannelId, GuildId, RoleId};

pub const UPTIME_CHANNLE: ChannelId = ChannelId::new(874694150283477083);
pub const GUILD_ID: GuildId = GuildId::new(686968015715172423);
pub const BLOCKED_ROLE: RoleId = RoleId::new(1300485192062074890);
pub const LINKED_ROLE: RoleId = RoleId::new(998597119709552680);
pub const PATRON_ROLE: RoleId = RoleId::new(998018241182044241);
pub const TRUSTED_ROLE: RoleId = RoleId::new(1299123473343320134);
