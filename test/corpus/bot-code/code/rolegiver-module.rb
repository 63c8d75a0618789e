module RoleGiver
	extend Discordrb::Commands::CommandContainer
	extend Discordrb::EventContainer
	
	# @return [Array<Hash>] List of commands, and their configs
	#   {:command => <CommandObj>, :cmdcfg => {"cmdname"=>"hello", "giverole"=>254623987122962432, "takeroles"=>[254624059277574144, 254624091468857344]}}
	attr_accessor :customcmds
	
	#####################
	####ROLE##COMMANDS###
	#####################
	command(:giveme) do |event|
		begin
			break unless event.server.id == 120330239996854274   #/r/UT
			#break unless event.server.id == 256789342687592448   #MTT
			break unless check_event(event)
			
			unless event.server.member($bot.profile.id).permission? :manage_roles
				event.respond "I can't seem to do that -- I don't have the **Manage Roles** permission!"
				return
			end
			
			if event.user.role?(251795395863117834)   #NPC
				"Sorry, I can't give you the **RP-Applicant** role because you have the **NPC** role.\nIf you wish to roleplay again, please send an appeal to one of the GMs."
			elsif event.user.role?(250917798845349888)   #Roleplayer
				"You appear to already have the **Roleplayer** role! If for some reason, you cannot see any channels beginning with \"#roleplay-\", please notify a GM and we'll attempt to sort it out ASAP."
			elsif event.user.role?(251776958650777600)   #RP-Applicant
				"You've already been given the **RP-Applicant** role. Head over to <#251776534812033026>, read the rules, and register a character to get started."
			else
				event.user.add_role(251776958650777600)
				"I have given you the **RP-Applicant** role. Head over to <#251776534812033026>, read the rules, and register a character to get started."
			end
