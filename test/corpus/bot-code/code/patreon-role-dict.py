        self.role_dict = {
            'LIFETIME MEMBER': 1002249878283493456,
            'youtube support': 1086118401660964914,
            'youtube level1': 1086118401660964916,
            'youtube level2': 1086118401660964917,
            'patreon level1': 896207245853999145,
            'patreon level2': 941029523699400705,
            'patreon level3': 938824920589283348,
            'patreon last': 1145204112481321040

        }
       
        self.guild_id = 888488311927242753 # replace with your guild ID
