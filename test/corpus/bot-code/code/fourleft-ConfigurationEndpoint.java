    @PostMapping("/api_v2/configuration/channels")
    public void requestConfiguration(@RequestBody DiscordClubCreateConfigurationTo createConfiguration) {
        this.clubConfigurationService.createConfiguration(createConfiguration.guildId(), createConfiguration.channelId(), createConfiguration.clubId(), createConfiguration.autoPosting());
        discordGateway.createMessage(1173372471207018576L, new SimpleDiscordMessageTo("Configuration created for channelId (%s), club (%s) , autoposting: (%s)".formatted(createConfiguration.channelId(), createConfiguration.clubId(), createConfiguration.autoPosting()), List.of()));

    }

    @DeleteMapping("/api_v2/configuration/channels")
    public void removeChannelConfiguration(@RequestBody DiscordClubRemoveConfigurationTo request) {
        this.clubConfigurationService.removeConfiguration(request.channelId(), request.clubId());
        discordGateway.createMessage(1173372471207018576L, new SimpleDiscordMessageTo("Configuration removed for channelId (%s), club (%s).".formatted(request.channelId(), request.clubId()), List.of()));
        eventPublisher.publishEvent(new ConfigurationUpdatedEvent());
    }
