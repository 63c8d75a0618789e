    // when a new member joins
    $discord->on(Event::GUILD_MEMBER_ADD, function ($member) {
        echo "==========================",PHP_EOL;
        echo "new member ({$member->username})",PHP_EOL;
        //sendMessage("{$member->username}, welcome to the Skyblock online discord server!");
        $role = $member->guild->roles->get('id', '207416066953969666'); // get the role through a guild etc.
        // $role = $member->guild->roles->get('name', '@Member (nature, winter)');
        if($member->addRole($role)){
            echo "adding role: {$role->name}", PHP_EOL;
        }
