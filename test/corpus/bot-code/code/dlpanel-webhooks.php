            $guild->channels->save($channel)->then(function (Channel $channel) use ($guild) {
                Webhook::updateOrCreate([
                    'name' => $channel->name
                ], [
                    'name' => $channel->name,
                    'channel_id' => $channel->id,
                    'parent' => false
                ]);

                $channel->setPermissions($guild->roles->get('name', '@everyone'),
                    [], ['view_channel'])->done(function () use ($channel, $guild) {
                    $channel->setPermissions($guild->roles->get('id', '1218998274791440415'), ['view_channel'],
                        ['send_messages', 'attach_files', 'add_reactions'])->done();
                });
            })->done();
