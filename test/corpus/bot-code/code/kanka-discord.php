<?php

/**
 * Discord config
 */

return [
    'client_id' => getenv('DISCORD_CLIENT_ID'),
    'channel_id' => getenv('DISCORD_CHANNEL_ID'),

    'webhooks' => [
        'features' => env('DISCORD_WEBHOOK_FEATURES'),
        'admin' => env('DISCORD_WEBHOOK_ADMIN'),
    ],
    'color' => env('DISCORD_COLOR', '7506394'),

    'roles' => [
        'owlbear' => 435813101506527233,
        'wyvern' => 805183678153621514,
        'elemental' => 501452722273386496,
    ],
];
