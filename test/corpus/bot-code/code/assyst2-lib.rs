#![feature(duration_constants, trait_alias)]

pub mod ansi;
pub mod cache;
pub mod config;
pub mod macros;
pub mod markdown;
pub mod pipe;
pub mod prometheus;
pub mod util;

pub static BOT_ID: u64 = 571661221854707713;
