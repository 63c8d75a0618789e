module.exports = {
  roleId: '874210517818957865',
  serverId: '839406567283359754',
  rainbowRoleId: '874210517818957865',
  serverBoosterRoleId: '845369564350120028',
  level5RoleId: '874478757015064678',
  extraRoleId: '874210517818957865',
  targetUserId: '821133275342569473',
  timeoutDuration: 5 * 1000,
  forceColorCooldowns: new Map(),
  roleTiers: [
    { invites: 1, roleId: '874467653949988865' },
    { invites: 2, roleId: '874467474857418792' },
    { invites: 3, roleId: '874468331707564122' },
    { invites: 6, roleId: '874478704762421308' },
    { invites: 12, roleId: '874478757015064678' },
  ],
};
