# IDs allowed to *use* this request command:
REQUEST_COMMAND_ROLE_IDS = [
    1047612731425038356,  # SUNDAY Perms
    1215107073893998592,  # CSSO High Command
    1047612726433816668   # …add more as needed
]
