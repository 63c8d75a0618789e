use poise::serenity_prelude::RoleId;

pub mod channel;
pub mod color;

pub const EVERYONE_ID: RoleId = RoleId::new(1119133268235788328); // is there a better way to get the default @everyone role??
pub const SUPPORT_ID: RoleId = RoleId::new(1119135390574575686);