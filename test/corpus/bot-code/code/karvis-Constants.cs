namespace Karvis
{
    public static class Constants
    {
        public static string ApplicationName = "Karvis";

        #region Guild IDs

        public static ulong Guild_Karvis = 606807429942083594;

        #endregion

        #region Channel IDs

        public static ulong Channel_General_Text = 612838091136172032;
        public static ulong Channel_General_Voice = 606807429942083602;

        #endregion

        #region User IDs

        public static ulong User_a7250ag = 583790752702922803;
        public static ulong User_Karvis = 606803727978070017;

        #endregion
    }
}
