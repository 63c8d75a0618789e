use serenity::prelude::*;
use serenity::all::*;
use serenity::{builder::{CreateEmbed, CreateMessage}, model::{Timestamp,id::ChannelId,colour::Color,application::ComponentInteractionDataKind}};

use serenity::async_trait;

const S3S_RESULTS_DIR:&str="/home/agiller/.config/s3s/exports/results/";
const SEND_CHANNEL_ID:ChannelId=ChannelId::new(1481734356832882852);
