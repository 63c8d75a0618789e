	$string = "";
	foreach ($author_guild->members as $target_member) {
		$has_role = false;
		foreach($target_member->roles as $role)
			if(!is_null($role->id)) $has_role = true;
		if (!$has_role) {
			$string = $string . '<@'.$target_member->id.'> ';
			if ($author_guild->id == "468979034571931648") { //Civ13
				$target_member->addRole("469312086766518272");
			}else if($author_guild->id == "807759102624792576") { //World
				//$target_member->addRole("469312086766518272"); //This server is hopefully not the big dumb and doesn't have a "Peasent" role
			}
		}
	}
	if($string) $message->channel->sendMessage($string);
	else $message->react("👎");
				$target_id = $GLOBALS["UNREGISTERED"][$GLOBALS["UNREGISTERED_X"]]; //GuildMember
				//if($GLOBALS['debug_echo']) echo "UNREGISTERED ID: $target_id" . PHP_EOL;
				if ($target_id) {
					echo "UNVERIFYING $target_id" . PHP_EOL;
					
					$target_guild = $discord->guilds->get('id', $author_guild_id); //if($GLOBALS['debug_echo']) echo "target_guild: " . get_class($target_guild) . PHP_EOL;
					$target_member = $target_guild->members->get('id', $target_id); //if($GLOBALS['debug_echo']) echo "target_member: " . get_class($target_member) . PHP_EOL;
					$x = 0;
					switch ($author_guild_id) {
						case '468979034571931648':
							//$remove($removed_roles);
							$target_member->removeRole("468982790772228127")->done( function ($result) use ($target_member) {
								$target_member->removeRole("468983261708681216")->done( function ($result) use ($target_member) {
									$target_member->addRole("469312086766518272");
								});
							});
							break;
						case '807759102624792576':
							$target_member->removeRole("816839199906070561");
						default:
							break;
