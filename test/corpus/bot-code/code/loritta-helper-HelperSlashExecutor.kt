abstract class HelperSlashExecutor(
    val helper: LorittaHelperKord,
    val requiredPermissionLevel: PermissionLevel
) : SlashCommandExecutor() {
    companion object {
        private val ADMIN_ROLES = listOf(
            Snowflake(693606685943660545L), // SparklyPower Coords
            Snowflake(333601725862641664L), // SparklyPower Owners
        )

        private val HELPER_ROLES = listOf(
            Snowflake(399301696892829706L), // Support Community
            Snowflake(421325387889377291L), // Support BR Server
        )
    }
