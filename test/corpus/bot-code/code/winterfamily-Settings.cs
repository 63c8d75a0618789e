internal static class Settings
{
    public static ulong ModeratorChannel { get; } = 1112403261442498690;
    public static ulong EventerChannel { get; } = 1112403343457923102;
    public static ulong QuestionsChannel { get; } = 1153465943507345438;
    public static ulong ComplaintsChannel { get; } = 1153465943507345438;
    public static ulong ShopRequestsChannel { get; } = 1112630024709873715;
    public static ulong MiddleMansRequestsChannel { get; } = 1112656433985622066;
    public static ulong MiddleMansCategory { get; } = 989504472768212992;
    public static ulong StaffRole { get; } = 1111585089629990942;
    public static ulong EventerRole { get; } = 983376366680547348;
    public static ulong BlackListRole { get; } = 1166034972558241823;
    public static ulong EventsRole { get; } = 1007591734856917114;
    public static ulong GiveawaysRole { get; } = 1111655850961023026;
    public static ulong NewsRole { get; } = 1111655912088805426;
    public static ulong ShopsRole { get; } = 1111656250460094587;
    public static ulong MiddleManRole { get; } = 996097576287883274;
    public static ulong LowAdminRole { get; } = 1078260743423664190;
    public static ulong Guild { get; } = 946785331401863208;
}
