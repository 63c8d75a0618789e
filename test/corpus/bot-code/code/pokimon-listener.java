        //System.out.println(event.getChannel().toString());
        //testing channel specific msgs
        //TC:general(216407322765950976) (for general channel id)
        if(event.getChannel().toString().equals("TC:pokimon(546125231325052929)"))
        {
