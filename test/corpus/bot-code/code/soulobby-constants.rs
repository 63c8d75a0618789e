use serenity::{all::RoleId, model::id::ChannelId};

pub const NOTIFICATION_CHANNEL_ID: ChannelId = ChannelId::new(583287271860600842);
pub const APMEKEN_AMETHYST: RoleId = RoleId::new(583288933773869066);
pub const SCABARITE_CRYSTAL: RoleId = RoleId::new(583289583911960589);
pub const MENAPHITE_GIFTS: RoleId = RoleId::new(615200253087449091);
pub const WILDERNESS_FLASH_EVENT_SPECIAL: RoleId = RoleId::new(1200660501458333777);
pub const GUTHIXIAN_CACHE: RoleId = RoleId::new(1211186242067370034);
pub const SANTA: RoleId = RoleId::new(1312368600820088872);
