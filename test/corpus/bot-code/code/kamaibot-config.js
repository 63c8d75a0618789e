module.exports = {
    guild_id:`612117634909208576`,
    prefixo: "&",
    roles:{
        staff:{
            admin:"612141782616244244",
            mod:"612134636864274453",
            staff_call:"624079329982152704",
        },
        teams:{
            caps:{
                capkaraoke:"612134639250964511",
                capArte:"628705827804676096",
                capEvent:"729103303925039167",
                capPoems:"730169453421264906",
                angels: "837906367960055828"

            },
            equipekaraoke:"612119280552640523",
            equipeEvent:"612134640534421524",
            equipeArte:"612119284445085706",
            poems:"730168657967186051",

        },
        event:"767502706675810356",
        adv1:"837903546397622282",
        adv2:"837903549407952896",
        adv3:"837903551929516032",
        muted:"864520859725463563",
        },
    channels:{
        modlog:"729098935574200390",
        msglog:"612122109870735388",
        equipekaraoke:"612487253650046976",
        poema:"734160437616181288",
        acacus:"624079796556529676",
        event:"630512612433723402",
        abaddon_voice:"612130011809579021",

    },
    color:{
        sucess: 0x2ecc71,
        err: 0xe74c3c,
        blurple: 0x7289da,
        blue:0x1E90FF,
        green:0x228B22,
        purple:0x483D8B,
        red: 0xFF0000,
    },
    storage_role:{
        troph1:"619671485677699084",
        troph2:"619671486650777630",
        troph3:"619671487330123786",
        troph4:"619671488513048596",
        troph5:"726611128028889128",
    },
    emojis:{
        check:`✔`,
        false:`❌`
    },
    ban_recover:{
        guild_id: '865014447113502740',
        staff_call:`865020484147347457`,
        staff_chat:`865020459501486110`,
        staff_mod:`865020156551757864`,
        staff_adm:`865019490033860618`,
        log_chnnl: `865037313901723659`
        },
    mongo:{
        db_geral:"kamaibot"
    },
    music:{
        color1: 0xff884d,
        color2: 0x66004d,
        color3: 0x66004d,
        color4: 0x993d00,
    }

}