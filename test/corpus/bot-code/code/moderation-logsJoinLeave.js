client.on("guildMemberAdd", (member) => {
    let canal_logs = "1061721180614168688";
    const cargo = '1056397485603565619';
    member.roles.add(cargo)
    if (!canal_logs) return;
    .setTitle("<:1099786144532664501:1190726037961703454> Novo membro no servidor")
        { name: '<:999076028179812363:1188492752472784966> Tag', value: member.user.tag, inline: true },
        { name: '<:999075935624102040:1188492743417282560> ID', value: member.user.id, inline: true },
        { name: '<:999075969920929893:1188492750144933898> Conta criada em', value: member.user.createdAt.toLocaleString(), inline: false },
        { name: 'Data', value: `<:Ywd6d3g:1190652058026643486> <t:${Math.floor(data.getTime() / 1000)}:F>` }
