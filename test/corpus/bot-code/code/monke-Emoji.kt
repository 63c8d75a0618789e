package me.arynxd.monke.objects

enum class Emoji(val emote: String, val unicode: String? = null, val isAnimated: Boolean = false) {
    ERROR("811388299310137354"),
    SUCCESS("811388330889052213"),

    PEAR(":pear:", "U+1F350"),
    WATERMELON(":watermelon:", "U+1F349"),
