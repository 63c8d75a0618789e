@Suppress("MagicNumber", "UnderscoresInNumericLiterals")  // They're channel IDs
private val ALLOWED_CHANNELS = listOf(
    810665753871122436UL,  // Dev bot spam
    629370152214855700UL   // Test server bot commands
)

