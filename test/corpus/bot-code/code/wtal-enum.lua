local enum = {
    id = 1051168,
    guild = '569062265802981390',
    channels = {
        general_chat = '570225731385294858',
        lobby = '678770711791140875',
        tribe_chat = '671247476782661632',
        question_otd = '626192940364202004',
        admin_chat = '592341953547337739'
    },
    roles = {
        ['Passer-by']           = {id = '571736272163438650', index = 30},
        ['Stooge']              = {id = '569068292883349516', index = 29},
        ['Hi Im New']           = {id = '656371458590638081', index = 28},
        ['The Silent']          = {id = '569068278719447041', index = 27},
        ['Flirty Talker']       = {id = '569068155406647298', index = 26},
        ['La Animateur']        = {id = '588022511896100864', index = 25},
        ['quiet quinisha']      = {id = '578942405118525460', index = 24},
        ['Random Citizen']      = {id = '586983222387408919', index = 23},
        ['Tea Spiller']         = {id = '578942385363615744', index = 22},
        ['SPOILER DUDE']        = {id = '578942343315456001', index = 21},
        ['Whisperer']           = {id = '569068240395829259', index = 20},
        ['Mum Shut Up']         = {id = '578942002922651660', index = 19},
        ['The Annoying One']    = {id = '578941942339993610', index = 18},
        ['The BORED One']       = {id = '578941916322857011', index = 17},
        ['Sir Chat a Lot']      = {id = '569068200889942049', index = 16},
        ['SCREAMING Infant']    = {id = '578941475270950943', index = 15},
        ['Chatting Matty']      = {id = '578931885879721984', index = 14},
        ['EAR RAPIST']          = {id = '569450077576364032', index = 13},
        ['OG Talker']           = {id = '569067877479612416', index = 12},
        ['YES Talker']          = {id = '714531559688110202', index = 11},
        ['President Space Man'] = {id = '569067913458483202', index = 10},
        ['Gucci Talker']        = {id = '569067755765235732', index = 9},
        ['Birthday Mouse']      = {id = '569067565087850502', index = 8},
        ['Tribebot']            = {id = '688982282123477002', index = 7},
        ['Forum Writer']        = {id = '569067538688770048', index = 6},
        ['Royal Talker']        = {id = '718410004667039834', index = 5}
        ['Discord Mum']         = {id = '635467780564451348', index = 4},
        ['Yolo Talker']         = {id = '572731980014157824', index = 3},
        ['Happy Talker']        = {id = '569067512122048522', index = 2},
        ['Chief Talker']        = {id = '569067059237879830', index = 1},
        ['Verified']            = {id = '677396391189807104'},
        ['manager']             = {id = '655909026101723147'},
        ['member']              = {id = '678097505975533599'},
        ['cmder']               = {id = '702120436279934996'}
    },
    totalRanks = 30
}

return enum
