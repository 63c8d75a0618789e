use serenity::all::ApplicationId;

pub const TOKEN: &str = include_str!("secrets/token");
pub const APP_ID: ApplicationId = ApplicationId::new(1181751857257906297);
pub const CHANNEL_ID: u64 = 1182850912767713310;
