object Channels {
    /*
    Text Channels
     */

    // STAFF
    const val STAFF_CHANNEL = 722064195977216071
    const val TEST_CHANNEL = 753630798896431114

    // CHAT
    const val BOT = 708772058968096850

    // MOD_LOGS
    const val VOICE_CHANNELS = 743042808570445844
    const val TEXT_CHANNELS = 743042836446052353
    const val STAFF_LOGS = 743042878015799387
    const val EXCEPTION_LOGS = 754345193611984967

    /*
    Voice Channels
     */

    // MAIN
    const val STREAM_LIMIT = 616984490719313930
    const val STREAM = 737489022628135002

    // PRIVATE
    const val AFK = 736948549694128211
}
