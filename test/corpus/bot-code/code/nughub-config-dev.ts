export default {
    guild: {
        prefix: '@',
        color: '#de9997',
    },
    channels: {
        currentSessionsChannelId: '890287079756554282',
        internalChannelId: '890287022701412352',
        notificationChannelId: '890287049368797244',
        rpChannelIds: ['890287133376528446', '890287167421681665'],
    },
    roles: {
        administratorId: '889495215533097021',
        moderatorId: '889495168598831184',
        userIds: '889495119928102912',
    },
};
