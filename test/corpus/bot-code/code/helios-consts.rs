use octocrab::models::RepositoryId;
use twilight_model::id::{
	Id,
	marker::{ChannelMarker, GuildMarker, RoleMarker, UserMarker},
};

pub static THE_BIG_RAT: Id<UserMarker> = Id::new(310702108997320705);
pub static THE_NO_ONE: Id<UserMarker> = Id::new(1);
pub static COUNTING_CHANNEL: Id<ChannelMarker> = Id::new(1392596979531382864);

pub static FIRMAMENT_SERVER: Id<GuildMarker> = Id::new(1088154030628417616);
pub static OBEY_ROLE: Id<RoleMarker> = Id::new(1392489377699201086);
pub static DISREGARD_ROLE: Id<RoleMarker> = Id::new(1392592492775342122);
