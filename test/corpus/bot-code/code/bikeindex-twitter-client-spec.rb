  it "delegates class methods to the client instance", vcr: true do
    tweet_id = 1170061123191791622
    status = TwitterClient.status(tweet_id)
    expect(status).to be_an_instance_of(Twitter::Tweet)
    expect(status.id).to eq(tweet_id)
