module.exports = {
    // Devs
    developers: [{
        id: '480828680604614675',
        username: 'Trigam'
    }, {
        id: '444876468158464001',
        username: 'Nerdopedia'
    }],
    // Whitelisted stuff
    whitelist: true,
    whitelistedUsers: [
        // Bois
        '480828680604614675', // Trigam (me)
        '855122242736619605', // spurred
        '565557519435694092', // trans girl halloween special
        // OC
        '492665478687490048', // Towereon
        '444876468158464001', // Nerdophilia
        '824405809106255893', // Brapu
        '603651987690618906', // Clicky
        '512347088210886659', // Empanda
        '504736664430575617', // Rifty
        '530418942456496138', // kitty kat meow :3
        '642404966514032670', // Lunar (couldn't think of something funny)
        '529202802887491585', // Melatonin
        '463619805178626048', // Fire shitter
        '539019682968240128', // Wolf played
        '577743466940071949', // yarnball
        '597857574410256385', // Polio cat
        // Other cool people
        '815350320959193128', // e !
    ],
    whitelistedServers: [
        '982713119883296809', // Trigam Botnet
        '730266588707684383', // The Bois
        '1004054009369350265', // OC
        '822095126032810026', // Epico Land
    ],
    // Important channels
    channels: {
        bugReports: '982713461467398144',
        suggestions: '982713481746841630'
    },
}
