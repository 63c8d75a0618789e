module.exports = {
    colors: {
        info: '#67F1FE',
        sucess: '#FF6BB1',
        error: 'Red'
    },
    ownerID: "245339452464037888",
    devs: ["245339452464037888"],
    logs: {
        errorsChannelID: "1287505300768690227",
        slashChannelID: "1287492491708334193",
        prefixChannelID: "1287499469939802143"
    }
}
