# Roles format
=begin
      roles = {
	  :backend  => {role_id: "465565304911822858", names: ["backend", "back"]},
          :frontend => {role_id: "465565337266552832", names: ["frontend", "front"]}
      }
=end
      
      command(:role, description: "Permet de t'attribuer des rôles en fonction de tes compétences <:rollsafe:449891102770724864>", usage: '!role <nom du role>') do |event, *args|
	  if args[0].downcase == "create"
	    if !user.role? 455635293492477962 then event.respond("Eh! Tu ne peux pas faire ça! <:nothappy:449891097381044224>") && return end
