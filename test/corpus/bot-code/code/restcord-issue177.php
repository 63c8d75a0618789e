$channel = 933010260027932735; // My Channel
$main = 924525404658749500; // Channel trying to pull
print_r($discord->channel->getChannelMessages(['channel.id' => $channel]))
