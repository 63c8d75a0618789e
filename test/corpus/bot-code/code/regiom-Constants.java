package de.fll.regiom.model;

public abstract class Constants {

	private Constants() {
	}

	public static final long GUILD_ID = 788772759756996681L;

	public static final long TEAMAREA_CATEGORY_ID = 795645281625571399L;

	public static final long ADMIN_ROLE_ID = 795615662264287242L;
	public static final long VOLUNTEER_ROLE_ID = 795616244317159424L;
	public static final long REFEREE_ROLE_ID = 795640807754825739L;
	public static final long TEAM_ROLE_ID = 795634839381344256L;
	public static final long SPECTATOR_ROLE_ID = 795641201927651329L;

	public static final long LOG_CHANNEL_ID = 795624150555295775L;
	public static final long CODE_LOG_CHANNEL = 798316567242735637L;
	public static final long SUPPORT_CHANNEL = 795648383309578240L;
}
