const CHANNELS = {
    welcome: process.env.WELCOME_CHANNEL || '573527380203667460',
    logs: process.env.LOGS_CHANNEL || '575714491434532885',
    bots: process.env.BOTS_CHANNEL || '578503818455547934',
    twitterFlux: process.env.TWITTER_CHANNEL || '577400706508521482',
    youtubeFlux: process.env.YOUTUBE_CHANNEL || '577830161295081473'
}
// export
module.exports.CHANNELS = CHANNELS