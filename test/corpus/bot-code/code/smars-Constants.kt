object Constants {
    // hardcoded IDs lmao
    val CHANNEL_ROLLING_ID = Snowflake(857176372618854420)
    val CHANNEL_CONFIG_ID = Snowflake(857240971837833226)
    val CHANNEL_LOG_ID = Snowflake(857240987214544938)
    val USER_OWNER_ID = Snowflake(169456051920437248)
    val USER_LIBBIE_ID = Snowflake(166395113570959360)
}
