namespace TagSync { class Program { static void Main(string[] a) { Maintenance.Run("historian.db"); } } }
