export module TypeDef {    
    export enum Token{
    }
    
    export enum TextChannel {
        defaultChannel = "192321775692939264",
        botChannel = "255031126811213824",
        logChannel = "368732582977732608",
        suggestsChannel = "412396876030148610"
    }
    
    export enum Role {
        muteRole = "319574660859691018",
        defaultRole = "224117221213995008",
        admin = "192324378581532674",
        moderator = "192324703241764864",
        technik = "239157641933357069"
    }
    
    export enum User {
        szk = "225521387480154112"
    }
    
    export const prefix: string = "ts!";
    export const guildID: string = "192321775692939264";
    //export const radioURL: string = "http://s1.slotex.pl:7196/;stream.mp3";       
    //export const voiceChannel: Snowflake = "242768184099340288";    
}