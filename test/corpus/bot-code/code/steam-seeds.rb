SteamAccount.create!(description: 'Ayslan',
                     url: 'ayslanmarcelino',
                     steam_id: 76561198345749032,
                     user_id: user.id)
