object BotConstants {

    const val COMMAND_PREFIX: String = "."
    const val MESSAGE_LENGTH_LIMIT: Int = 512

    @JvmStatic
    val BOT_ADMINS_LIST: Array<ULong> = arrayOf(189630033885659136uL)

//    const val ERROR_REPORTING_CHANNEL: ULong = 860852576962740265uL
    const val ERROR_REPORTING_CHANNEL: ULong = 860852576962740265uL

    const val DICE_1 = "<:dice_1:1065016363321675796>"
    const val DICE_2 = "<:dice_2:1065016361987870761>"
    const val DICE_3 = "<:dice_3:1065016914922963075>"
    const val DICE_4 = "<:dice_4:1065016368967200889>"
    const val DICE_5 = "<:dice_5:1065016366874247358>"
    const val DICE_6 = "<:dice_6:1065016365804687451>"

    // Dust coin emoji
    const val COIN = "<:dust:935490157572927489>"
}
