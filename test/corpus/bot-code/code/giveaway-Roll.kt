package extenstions

import dev.kord.common.entity.Snowflake

@KordPreview
class Roll(bot: ExtensibleBot): Extension(bot) {
    override val name = "Roll"

    override suspend fun setup() {
        slashCommand(::GiveawayFinderArguments) {
            name = "roll"
            val notice = "(IMPORTANT after 6 months of it's initial roll, it can no longer be rolled anymore)"
            description =
                "roll's a giveaway of it's prize before or after it's deadline"
            guild = Snowflake("802200869755813958")

            action {
                val message = arguments.message.parsed
