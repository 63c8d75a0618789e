export const channels = {
  privateFreeGames: '583337138310086656',
  nrthFreeGames: '657318341328764958',
  roles: '683063308827361342',
  votes: '363030039152820225',
};

export const roles = {
  staff: '683062083851386926',
  admin: '232906396851634176',
};
