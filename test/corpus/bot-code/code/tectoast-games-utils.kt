package de.tectoast.games.utils

import de.tectoast.games.discord.jda
import dev.minn.jda.ktx.coroutines.await
import net.dv8tion.jda.api.entities.Member
import kotlin.time.Duration
import kotlin.time.Duration.Companion.days

const val GUILD_ID = 1036657324909146153
inline fun <T> createDataCache(crossinline mapper: (CacheData) -> T) = ExpiringMap(1.days) { list ->
    jda.getGuildById(GUILD_ID)!!.findMembers { mem -> mem.id in list }.await().sortedBy { list.indexOf(it.id) }.map {
        mapper(CacheData(it))
    }
}
