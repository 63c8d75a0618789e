import 'dotenv/config';
export default {

    "auth": {
        "app_id": process.env.DISCORD_APP_ID,
        "app_token": process.env.DISCORD_TOKEN
    },

    // Used for registering slash commands
    "guild_ids": [
        "850836877924761610"
    ],
