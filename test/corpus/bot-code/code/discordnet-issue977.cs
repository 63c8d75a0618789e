var sg = client.GetGuild(421007832062754826);
