# Stocke les ID de tous les roles, salons, catégories utiles

OWNER_ID = 246321888693977088

class RolesId:
    autoroles_list   = [300297481995026433,282653109522792448,308711365634424833,566997526834708484,723191011798679643,723144328511225917,723142267946139669]
    quarantaine_list = [308270864754016257,381197435973664768]

class ChannelId:
    category_moderation = 963020880173228032        # Catégorie regroupant les channels de modération
    channel_log         = 462634883257335818        # Channel où sont stockés les logs
    channel_moderation  = 950076506787430500        # Channel usuel des modérateurs
    channel_autoroles   = 723199191446192241        # Channel pour notifier les autoroles (cf on_member_update)

class ConsoleId:
    default     = 521102722464874517
    moderation  = 521102754467282954
    serveur     = 989876459474677830
    twitter     = 521102793419784202