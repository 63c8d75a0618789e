export const prefix: string = '!';
export const guestRoleID: string = '790304389826084887';
export const welcomeChannelID: string = '790303718872055889';
