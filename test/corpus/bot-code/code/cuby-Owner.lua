		--775668328035254282
		if WhatMeanings[What] == "Nothing" then
			Inter:followUp("<a:misfortune:775672372653064204> Congrats " .. ToFortune.user.mentionString .. " You have won nothing!")
		elseif WhatMeanings[What] == "Misfortune" then
			Inter:followUp("<a:misfortune:775672372653064204> Congrats " .. ToFortune.user.mentionString .. " you have won " .. Time .. " Minutes of Misfortune !")
		elseif WhatMeanings[What] == "Trusted" then
			Inter:followUp("<a:misfortune:775672372653064204> Congrats " .. ToFortune.user.mentionString .. " you are now trusted for " .. Time .. " Minutes!")
		end
        if WhatMeanings[What] == "Misfortune" then
            MuteModule.Mute(ToFortune, "Misfortuned and got bonked!", Inter.channel, Time)
		elseif WhatMeanings[What] == "Trusted" then
			ToFortune:addRole("775668328035254282")
			require("Timer").sleep(Time * 60 * 1000)
			ToFortune:removeRole("775668328035254282")
		end
