export default {
  roles: {
    admin: "1425368300594008205",
    creator: "1425368331417944185",
    member: "1425110795741827196",
  },
  categories: {
    creatorProjects: "1425430472145637437", // catégorie des projets
  },
  channels: {
    administration: "1425438654620373045", // salon de modération
    billboardAffiliation: "1425368036214571058",
    billboardTicket: "1425436541882339369",
  },
  messages: {
    chart: "1425368514918879272",
  },
  emojis: {
    validate: "✅",
  },
};
