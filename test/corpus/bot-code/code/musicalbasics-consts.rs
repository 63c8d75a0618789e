use serenity::model::prelude::RoleId;

pub const MUSICALBASICS_GUILD_ID: u64 = 514268198485622797;

pub const Pianist: RoleId = RoleId(515169319353712650);
pub const Composers: RoleId = RoleId(672233287049281567);
pub const MusicProducer: RoleId = RoleId(719969084867084298);

pub const MusicChannels: RoleId = RoleId(1060658091416371351);

//sep
pub const NoJudgement: RoleId  = RoleId(697542332278374433);
pub const Debates: RoleId = RoleId(616734081966669834);

pub const SeriousDiscussions: RoleId = RoleId(1060658305179066535);
//sep
pub const Stem: RoleId = RoleId(692855571237568592);
pub const ThoughtProvoking: RoleId = RoleId(1060658421797507082);
//sep


pub const WelcomeCrew: RoleId = serenity::model::id::RoleId(729806360165875812);
pub const BirthdayCrew: RoleId = RoleId(772639405806321705);

pub const SpecialCrews: RoleId = RoleId(1060658210253586532);
