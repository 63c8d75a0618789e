class Guild:
    guild_id = 1197595466657968158


class ChannelIds:
    # IDs for highscores
    tob_pbs = 1204934486773604382
    cox_pbs = 1204934810309623808
    toa_pbs = 1204934264286609438
    tzhaar_pbs = 1204933189106409563
    dt2_pbs = 1204933261839831060
    boss_pbs = 1204933073729355896
    misc_pbs = 1204932975947685929
    changelog = 1201225016516300920

    # Dev channels
    developer_notifications = 1207111759328968725

    # ID for Killcount Bosses
    killcount_thread = 1207028919392407562

    # Approve and submission channels
    approve_channel = 1204719334740590642
    submit_channel = 1201223446940631191

    # Other
    signup = 1213709394328424488
    signup_notifications = 1213966554866262058
    admin_notifications = 1201757751387369472
    dartboard_commands = 1197597338361925833
    drops = 847323922391105577
    floofs = 849787471080194058
    achievements = 847323974283165707
