uses Process;
var P: TProcess;
begin
  P := TProcess.Create(nil);
  try
    P.Executable := 'ffmpeg';
    P.Parameters.Add('-i'); P.Parameters.Add(InFile);
    P.Parameters.Add(OutFile);
    P.Options := [poWaitOnExit, poUsePipes];
    P.Execute;
  finally
    P.Free;
  end;
end;
