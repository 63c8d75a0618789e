export const IDS: {
  server: string,
  channels: {
    [key: string]: string
  },
  roles: {
    [key: string]: string
  },
  flagRoles: {
    [key in UserFlagKeys | '_']?: string
  }
} = {
  server: '1018655358119587881',
  channels: {
    welcome: '1018655358614515776',
    rules: '1018655358614515775',
    faq: '1018655358614515777',
    starboard: '1018655359038148635'
  },
  roles: {
    forg: '1018655358165733508'
  },
  flagRoles: {
    CONTRIBUTOR: '1018655358140551173',
    SERVER_BOOSTER: '1018655358140551175',
    TRANSLATOR: '1018655358140551172',
    BUG_HUNTER: '1018655358119587888',
    EARLY_USER: '1018655358119587886',
    _: '1018655358119587885'
  }
};

export const MESSAGES = {
  welcome: 'Hello %user and welcome to Replugged! Please make sure to read %rules and %faq.'
};
