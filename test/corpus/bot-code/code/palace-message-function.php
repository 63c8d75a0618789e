	if ($creator || ($author_id == '68828609288077312') || ($author_id == '68847303431041024')) { //Special use-case
	if ($creator || ($author_guild_id == "468979034571931648") || ($author_guild_id == "744022293021458464")) { //These commands should only be relevant for use on this server
		switch ($author_guild_id) {
			case "468979034571931648":
				$staff_channel_id = "562715700360380434";
				$staff_bot_channel_id = "712685552155230278";
				break;
			case "744022293021458464":
				$staff_channel_id = "744022293533032541";
				$staff_bot_channel_id = "744022293533032542";
				break;
