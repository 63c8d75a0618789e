    $timestamp = date("c", strtotime("now"));
    $msg = json_encode([
    // Message
    "content" => "Kek lol ;) <@75216985209700352>",
 
    // Username
    "username" => "krasin.space",
 
    // Avatar URL.
    // Uncomment to use custom avatar instead of bot's pic
    //"avatar_url" => "https://ru.gravatar.com/userimage/28503754/1168e2bddca84fec2a63addb348c571d.jpg?size=512",
 
    // text-to-speech
    "tts" => false,
 
    // file_upload
    // "file" => "",
 
    // Embeds Array
    "embeds" => [
        [
            // Title
            "title" => "PHP - Send message to Discord (embeds) via Webhook",
 
            // Embed Type, do not change.
            "type" => "rich",
 
            // Description
            "description" => "Description will be here, someday <@75216985209700352>",
