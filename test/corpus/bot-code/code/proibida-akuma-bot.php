$discord->on(Event::GUILD_MEMBER_REMOVE, function(Member $member, Bot $discord){
$userId = $member->user->id;
$bool = (new AkumaManager)->removeMemberAndGetAkumaName($userId);
if($bool===false){

return;
}else{
    $discord->getChannel('1319160352277008415')
    ->sendMessage("O usuário <@{$userId}> saiu e deixou a akuma $bool livre! Ninguém mandou vazar!");
}

});
$discord->on(Event::GUILD_BAN_ADD, function(Ban $ban, Bot $discord){
$userID = $ban->user->id;

$bool = (new AkumaManager)->removeMemberAndGetAkumaName($userID);
if($bool===false){

return;
}else{
    $discord->getChannel('1319160352277008415')
    ->sendMessage("O usuário <@{$userID}> foi banido e deixou a akuma $bool livre! Ninguém mandou desrespeitar as regras!");
}

});
