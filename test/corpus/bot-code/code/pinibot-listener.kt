        //event.channel.sendMessage(event.message.contentRaw).queue()

        /*
        TC:general(495215170021359618) - PiniponSelvagem: J
        [MB:PiniponSelvagem(U:PiniponSelvagem(226488833053687808) / G:PiniServer(495215170021359616)), MB:Sasuke(U:Sasuke(476464364631883782) / G:PiniServer(495215170021359616))]
        [MB:PiniponSelvagem(U:PiniponSelvagem(226488833053687808) / G:PiniServer(495215170021359616))]
        TC:pinibot(476806936029954048) - PiniponSelvagem: owner test
