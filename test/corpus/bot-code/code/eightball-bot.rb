  event << "#{event.user.mention} `#{message}`: #{fortune}"
end

bot.command(:zii) do |event, *message|
  #break if event.server.id == 175579371975868416
  message = message.join(' ')

  index = rand 0..EIGHTBALL.length-1
  fortune = EIGHTBALL[index]['fortune']
  zii = EIGHTBALL[index]['zii']

  event << "#{event.user.mention} #{zii}"
