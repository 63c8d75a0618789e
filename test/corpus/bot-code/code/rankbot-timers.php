  '20' => 'https://cdn.discordapp.com/attachments/1049567414842572881/1064580807567605820/20.png',
];

$discord->getLoop()->addPeriodicTimer(65, function ($timer) use ($discord, $imgrank, $namesrole, $addrole) {
  try{
    $guild = $discord->guilds->get('id', '947296697669812274');
    $channel = $discord->getChannel('983806752426455075');
    if ($updplayerinfo = R::getAll("SELECT `ID`, `pLvl`, `dOldRank`, `pName`, `DiscID` FROM players WHERE `pDiscord`='1' AND `pLvl`!=`dOldRank`")) {
      foreach ($updplayerinfo as $upi) {
        $rank = $upi['pLvl'];
        $oldrank = $upi['dOldRank'];
        $namememb = $upi['pName'];
        $userdid = $upi['DiscID'];
        $member = $guild->members;
        $memberd = $member[$userdid];
        if ($oldrank < $rank) {
          $memberd->removeRole($addrole[$oldrank])->then(function ($addnewrole) use ($memberd, $addrole, $rank, $namememb) {
            $memberd->addRole($addrole[$rank])->then(function ($addnewrole) use ($memberd, $addrole, $rank, $namememb) {
              if ($memberd->roles->get('id', '1024053627893063750')) {
                $memberd->setNickname("⭐ {$namememb}");
              } else {
                $memberd->setNickname($namememb);
              };
              return $addnewrole;
            });
            return $addnewrole;
          });
        };
      };
    };
    R::close();
  } catch (Exception $e){
    echo 'Исключение обновление званий: ',  $e->getMessage(), "\n";
  }
});

$discord->getLoop()->addPeriodicTimer(30, function ($timer) use ($discord) {
  try{
    $channekadet = $discord->getChannel('1051027289497931777');
    $channelog = $discord->getChannel('1080772564898566214');
    $guild = $discord->guilds->get('id', '947296697669812274');
          $KKEmbededMessage->setThumbnail("https://media.discordapp.net/attachments/1049567414842572881/1073484441743261736/KK.png");
          $KKEmbededMessage->setDescription("\nᅠ\n{$text}");
          $channekadet->sendEmbed($KKEmbededMessage)->then(function ($memblog) use ($palyer2, $guild){
            $Discusers = R::getCell("SELECT `DiscID` FROM players WHERE `pUID` = '$palyer2' LIMIT 1");
            if ($Discusers != '0' OR $Discusers != NULL){
              $member = $guild->members;
              $memberd = $member[$Discusers];
              $memberd->addRole('1051025900268957716');
            };
            return $memblog;
          });
