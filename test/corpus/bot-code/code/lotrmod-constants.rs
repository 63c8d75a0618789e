//! Constants used in commands and API bindings

use lazy_static::lazy_static;
use serenity::model::prelude::*;

/// User ID of the bot
pub const BOT_ID: UserId = UserId(780858391383638057);
/// User ID of the owner
pub const OWNER_ID: UserId = UserId(405421991777009678);
/// Guild ID of the [LOTR Mod Community Discord](https://discord.gg/QXkZzKU)
pub const LOTR_DISCORD: GuildId = GuildId(405091134327619587);

/// Maximum size, in bytes, of a JSON file for [announcements][crate::announcement]
/// and [custom commands][crate::commands::custom_commands]
pub const MAX_JSON_FILE_SIZE: u64 = 10240;

/// Curseforge project ID for the [LOTR Mod Renewed](https://www.curseforge.com/minecraft/mc-mods/the-lord-of-the-rings-mod-renewed)
pub const CURSEFORGE_ID_RENEWED: u32 = 406893;
/// Curseforge project ID for the [LOTR Mod Legacy](https://www.curseforge.com/minecraft/mc-mods/the-lord-of-the-rings-mod-legacy)
pub const CURSEFORGE_ID_LEGACY: u32 = 423748;
