export default {
  name: 'Helper',
  value: 2.7,
  id: '1342305919958257664',
  color: 15444992,
  hoist: true,
  position: 30,
  permissions: ['CreateInstantInvite', 'AddReactions', 'PrioritySpeaker', 'Stream', 'ViewChannel', 'SendMessages'],
  _emptyAllowed: ['permissions']
};
