module.exports = {      // KTG
    name: 'KTG',
    perfix: /(^[\/\-!~])[\S]/,

    memberChecker4: [
        {
            holoChannelID: 'UCUKD-uaobj9jiqB-VXt71mA',   // SSRB

            streamChannelID: '1008565763260551188',      // #⚫_stream
            memberChannelID: '1010005672152281218',      // #⚫_member

            expiresKey: 'ssrb_expires',
            logChannelID: '1009645372831977482',         // #⁠_bot-test
            memberRoleID: '927501058484371487',          // @&SSRB
        },
