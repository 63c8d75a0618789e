module.exports = {
    token: process.env.TOKEN,
    prefix: ",",
    owner: {
        id: "348385393160355840",
    },
    api: {
        translate: process.env.TRANSLATE,
    },
    guild: {
        main: {
            id: "443320971609374721",
            url: "https://discord.gg/6EhyV5u",
            channel: {
                readme: "541581225702195210",
                info: {
                    bot_question: "545937082556874753",
                    bot_opinion: "545937226111123456",
                    bot_problem: "545937374828298260",
                },
            },
            role: {
                member: "483849517071073284",
            },
        },
    },
    channel_id: {
        message_log: "542909938058526721",
        message_delete_update: "547647107239116802",
        startup_log: "542910050167947265",
        error: "542909982358634496",
        warn: "543039202418229248",
        debug: "543027707089387522",
        disconnect: "543040492569624577",
    },
};
