    const roles = {
        registrado: interaction.guild.roles.cache.get('1112749250611253428'),
        idade: {
            mais18: interaction.guild.roles.cache.get('1112749276993433620'),
            menos18: interaction.guild.roles.cache.get('1112749282227933334')
        },
        genero: {
            homem: interaction.guild.roles.cache.get('1112749284778061876'),
            mulher: interaction.guild.roles.cache.get('1112749286216708226'),
            outros: interaction.guild.roles.cache.get('1112749287600820235')
        }
    }

    const canal = {
        logs: interaction.guild.channels.cache.get('1061721180614168688'),
    }
