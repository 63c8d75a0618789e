<?php
//dependencies php7.4-cli php7.4-curl
//https://gist.github.com/Mo45/cb0813cb8a6ebcd6524f6a36d4f8862c
//=======================================================================================================
// Create new webhook in your Discord channel settings and copy&paste URL
//=======================================================================================================

include ('db.php'); //loads $webhookurl

if (isset($message) && isset($user) && $user != "none")
{
$timestamp = date("c", strtotime("now"));

$json_data = json_encode([
    // Message
    "content" => $message,
    
    // Username
    "username" => "ChiaBot's hooker",

    // Text-to-speech
    "tts" => false,

    // // Embeds Array
    // "embeds" => [
    //     [
    //         // Embed Title
    //         "title" => "PHP - Send message to Discord (embeds) via Webhook",

    //         // Embed Type
    //         "type" => "rich",

    //         // Embed Description
    //         "description" => "Description will be here, someday, you can mention users here also by calling userID <@12341234123412341>",

    //         // URL of title link
    //         "url" => "https://gist.github.com/Mo45/cb0813cb8a6ebcd6524f6a36d4f8862c",

    //         // Timestamp of embed must be formatted as ISO8601
    //         "timestamp" => $timestamp,
