# ===== ROLES =====
# Member role - Assigned to users who accept the rules
ROLE_MEMBER = 1427669538983645308


# ===== CHANNELS =====
# Rules channel - Where the rules message and reaction role is posted
CHANNEL_RULES = 1427592518597476354
