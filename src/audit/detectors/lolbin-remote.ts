// More signed Windows programs that fetch code from a URL or a remote share and run it (the LOLBAS project's
// "Execute" and "Download" entries whose argument is remote; ATT&CK T1218, T1105, T1204.004): msxsl's stylesheet,
// SyncAppvPublishingServer's PowerShell, pcalua, hh, ieexec, PresentationHost, ClickOnce through dfshim, a DLL over
// WebDAV, msdt (Follina), odbcconf REGSVR, Defender's MpCmdRun -DownloadFile, Squirrel's Update.exe, certutil
// -verifyctl, certoc, a BITS job's notify command, an .inf's scriptlet, tftp, and the 2025 ClickFix cradles that take
// the payload from a finger or DNS TXT answer. Each needs the remote argument, so a local stylesheet, a local help
// file or a DNS check is left alone; the rule's accept (download-cradles.ts) drops catalogues of these lines.

/** A URL or a UNC path (`\\host\share`). */
const REMOTE = String.raw`["']?(?:https?:\/\/|\\\\)`;
/** A UNC path an outsider serves: WebDAV (`host@SSL`, `host@80`, `DavWWWRoot`) or a raw IPv4 host. */
const OUTSIDE_SHARE = String.raw`["']?\\\\(?:[^\s"'\\]{1,120}@(?:SSL|\d{2,5})|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\\|[^\s"'\\]{1,120}\\{1,2}DavWWWRoot)`;
const RUNS_FETCHED = String.raw`\b(?:IEX|Invoke-Expression|DownloadString|DownloadFile|Start-Process|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b`;

export const LOLBIN_REMOTE = [
  String.raw`\bmsxsl(?:\.exe)?\s[^\n]{0,300}?${REMOTE}`,
  String.raw`\bSyncAppvPublishingServer(?:\.vbs|\.exe)?["']?\s[^\n]{0,300}?(?:https?:\/\/|${RUNS_FETCHED})`,
  String.raw`\bpcalua(?:\.exe)?\s[^\n]{0,40}?-a\s+${REMOTE}`,
  String.raw`\b(?:ieexec|PresentationHost)(?:\.exe)?\s+(?:-\w{1,12}\s+){0,2}${REMOTE}`,
  // hh as the command itself (httpie's \`http -p Hh URL\` prints headers).
  String.raw`(?:\bhh\.exe|(?:^|[;&|(])\s*hh)\s+${REMOTE}`,
  String.raw`\bdfshim(?:\.dll)?\s*,\s*ShOpenVerb\w{0,20}\s+["']?https?:\/\/`,
  String.raw`\brundll32(?:\.exe)?\s+["']?\\\\[^\s,"']{1,200}["']?\s*,`,
  String.raw`\bms-msdt:[^\s"']{0,20}\/id\b|\bmsdt(?:\.exe)?\b[^\n]{0,200}\bIT_(?:Rebrowse|Browse)ForFile=`,
  String.raw`\bodbcconf(?:\.exe)?\b[^\n]{0,120}\bREGSVR\s+${REMOTE}`,
  String.raw`\bMpCmdRun(?:\.exe)?["']?\s[^\n]{0,80}-DownloadFile\b[^\n]{0,120}https?:\/\/`,
  String.raw`\bdesktopimgdownldr(?:\.exe)?\b[^\n]{0,80}\/lockscreenurl:\s*https?:\/\/`,
  String.raw`\bUpdate\.exe["']?\s+(?:--\w{1,20}\s+){0,2}--(?:download|update|updateRollback)(?:=|\s+)${REMOTE}`,
  String.raw`\bcertutil(?:\.exe)?\b[^\n]{0,80}-verifyctl\b[^\n]{0,80}https?:\/\/|\bcertoc(?:\.exe)?\b[^\n]{0,40}-GetCACAPS\s+["']?https?:\/\/`,
  String.raw`\bbitsadmin(?:\.exe)?\b[^\n]{0,80}\/SetNotifyCmdLine\b`,
  String.raw`\bscrobj\.dll\s*,\s*NI\s*,\s*["']?https?:\/\/`,
  String.raw`\btftp(?:\.exe)?\s+-i\s+\S{1,100}\s+GET\s+\S{1,200}\.(?:exe|dll|scr|ps1|bat|cmd|vbs|js|hta|msi)\b`,
  // A script, a DLL or an HTA run straight from an outsider's share.
  String.raw`\b(?:[cw]script|regsvr32|mshta|esentutl|extrac32)(?:\.exe)?\s+(?:\/{1,2}[\w:]{1,16}\s+){0,4}${OUTSIDE_SHARE}`,
  // ClickFix (2025): the command is a finger or DNS TXT answer piped into a shell.
  String.raw`\bfinger(?:\.exe)?\s+[^\s@|]{1,80}@[^\s|]{1,200}\s*\|[^\n]{0,60}\b(?:cmd|powershell|pwsh|sh|bash|iex)\b`,
  String.raw`\b(?:nslookup(?:\.exe)?\s[^\n]{0,40}-(?:q|query|type|querytype)=txt\b|Resolve-DnsName\b[^\n]{0,80}-Type\s+TXT\b)[^\n]{0,240}?(?:\|\s*(?:cmd|powershell|pwsh|sh|bash)\b|\b(?:iex|Invoke-Expression)\b)`,
  String.raw`\b(?:iex|Invoke-Expression)\s*\(?\s*\(?\s*(?:nslookup|Resolve-DnsName)\b`,
].join("|");

/** Hint words: the program names above. */
export const LOLBIN_REMOTE_HINTS =
  "msxsl|syncappvpublishingserver|pcalua|hh.exe|hh http|hh \\\\|ieexec|presentationhost|dfshim|ms-msdt|msdt|odbcconf|mpcmdrun|desktopimgdownldr|update.exe|verifyctl|certoc|setnotifycmdline|scrobj|tftp|cscript|wscript|regsvr32|mshta|esentutl|extrac32|finger|nslookup|resolve-dnsname";
