class UserRoles:
    VIP                     = 1242981933559058525
    Server_Booster          = 1248603575358324838
    Youtube_Creator         = 1242982116896014417
    The_Commandant          = 1242982116896014418
    Overseer                = 1386869652784681151
    Head_Insurgent          = 1386869569221693581
    Gamma_Director          = 1386869358076231741
    Beta_Commandant         = 1386868824825139250
    Senior_Insurgent        = 1386868704150818928
    Insurgent               = 1386868621854117979
    Elite                   = 1386867843412394134
    Senior_Operative        = 1386867773434630277
    Operative               = 1386867683601154109
    Militant                = 1386867541565247588
    Mercenary               = 1386867420446199818
    Enlisted                = 1240030362546212945
    Not_Enlisted            = 1387098968781226064
    Administrator           = 1240029949943873556
    Senior_Moderator        = 1248304626231541850
    Moderator               = 1240030064700162120
    Junior_Moderator        = 1240030142773071942
    Quarantine              = 1240042025441693839
    Small_Content_Creator   = 1337525728241258558

class SpecialRoles:
    VIP                     = 1242981933559058525
    Server_Booster          = 1248603575358324838
    Youtube_Creator         = 1242982116896014417

class RankRoles:
    The_Engineer            = 1387238278175916122
    Overseer                = 1386869652784681151
    Head_Insurgent          = 1386869569221693581
    Gamma_Director          = 1386869358076231741
    Beta_Commandant         = 1386868824825139250
    Senior_Insurgent        = 1386868704150818928
    Insurgent               = 1386868621854117979
    Elite                   = 1386867843412394134
    Senior_Operative        = 1386867773434630277
    Operative               = 1386867683601154109
    Militant                = 1386867541565247588 

class DeltaClass:
    Mercenary               = 1386867420446199818
    Enlisted                = 1240030362546212945
    Not_Enlisted            = 1387098968781226064

