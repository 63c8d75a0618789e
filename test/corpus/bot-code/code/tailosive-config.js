const config = {
  prefix: '!',
  owner: '392347814413467655',
  main_guild: '482041136500834304',
  roles: {
    mod_role: '624677745569431553',
    mute_role: '624677795150299137',
    trusted_role: '624677870337261568',
    donator_role: '624677915782807572',
    // tech, patreon, talks, tech yt, gaming, gaming yt
    donator_roles: ['624677988994252810']
  },
  channels: {
    log_channel: '624677386612637713',
    message_channel: '624677332682276914',
    member_channel: '624677348104601623',
    nickname_channel: '624677367893327872',
    bot_channel: '557312373283880975',
    notification_channel: '557312373283880975'
  },
  embed: {
    icon: 'https://file.coffee/gp_6uQZnC.png',
    text: 'Tailosive',
    color: 0xA660E3
  },
