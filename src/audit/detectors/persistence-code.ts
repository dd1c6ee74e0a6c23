// Round 30: persistence written where the shell rules do not look, read from MITRE ATT&CK and the platforms' docs: a
// Windows autostart value (Run/RunOnce, Winlogon's Userinit or Shell, an accessibility program's debugger; T1547.001,
// T1547.004, T1546.008) written from a program's registry API (.NET `Registry…SetValue`, Python `winreg.SetValueEx`,
// Go `registry…SetStringValue`) pointing at something the same file downloads or a hidden interpreter; a Kubernetes
// CronJob whose command fetches a script and pipes it to a shell (T1053.007); git's filter, diff or pager commands
// set globally to fetch and run code on every checkout (git-attributes' filter drivers, git-config); a launchd job
// submitted to fetch code (`launchctl submit`), Node told by npm's config to load a downloaded file on every run. A program that
// registers its own installed path at the user's request names no download.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** An autostart location of the registry, as a program spells it. */
const AUTOSTART_KEY =
  /CurrentVersion\\{1,2}Run(?:Once|Services)?\b|\\{1,2}Winlogon\b|Image File Execution Options|\\{1,2}AppInit_DLLs\b|Active Setup\\{1,2}Installed Components/i;
/** A value written through a registry API (not `reg add`, which the shell rules read). */
const REG_WRITE =
  /\.SetValue\(|\bSetValueEx\(|\bSet(?:String|Expand)?Value\(|\bRegSetValueEx[AW]?\(|\bregistry\.\w+\([^\n]{0,40}\bSetStringValue\b|\.SetStringValue\(|\bputValue\(|\bNew-ItemProperty\b|\bSet-ItemProperty\b/;
/** What the value runs comes from the network, or is an interpreter told to hide. */
const FETCHED =
  /\bDownloadFile\b|\bDownloadString\b|\burlretrieve\(|\burlopen\(|\brequests\.get\(|\bhttp\.Get\(|\bInvoke-WebRequest\b|\biwr\b|\bcurl\b|\bwget\b|\bfetch\(|\bHttpClient\b|https?:\/\/|-w(?:indowstyle)?\s+hidden\b|-enc(?:odedcommand)?\s|\bmshta\b|\bwscript\b|\brundll32\b/i;
const USERINIT = /\b(?:Userinit|Shell)\b[^\n]{0,160}\.exe\s*,\s*[^\s,'"]/i;

export const PERSISTENCE_CODE_HINTS = words(
  "currentversion\\run|currentversion\\\\run|winlogon|image file execution options|appinit_dlls|active setup|cronjob|filter.|diff.|core.pager|core.sshcommand|launchctl submit|node-options",
);

const CRONJOB_WORD = /cronjob/i;
const CRONJOB = /^\s*kind:\s*["']?CronJob\b/m;
const FETCH_PIPED =
  /\b(?:curl|wget)\b[^\n]{0,200}\|\s*(?:ba|z|da)?sh\b|\b(?:curl|wget)\b[^\n]{0,160}https?:\/\/[^\n]{0,120}(?:&&|;)\s*(?:ba)?sh\b/i;
const GIT_GLOBAL_CMD =
  /\bgit\s+config\s+(?:--global|--system)\s+(?:filter\.[\w-]{1,40}\.(?:smudge|clean|process)|diff\.[\w-]{1,40}\.textconv|core\.(?:pager|sshCommand|editor)|merge\.[\w-]{1,40}\.driver)\s+["']?[^\n]{0,200}(?:\b(?:curl|wget)\b|\bbase64\s+-d|\|\s*(?:ba)?sh\b)/i;

/** A job launchd keeps alive, submitted on the command line to fetch code (launchctl man page). */
const LAUNCHCTL_SUBMIT = /\blaunchctl\s+submit\b[^\n]{0,200}\b(?:curl|wget)\b/;
/** Node told, for every run, to load a file first from the home or a temporary folder (npm config node-options). */
const NODE_OPTIONS_SET =
  /\bnpm\s+config\s+set\s+node-options\s+["']?[^\n]{0,40}--(?:require|import|loader)[=\s]+["']?(?:~|\$HOME|\$\{HOME\}|\/tmp\/|\/Users\/|\/home\/|%APPDATA%|%TEMP%|\$env:)/;

export function persistenceInCode(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (GIT_GLOBAL_CMD.test(l.text) || LAUNCHCTL_SUBMIT.test(l.text) || NODE_OPTIONS_SET.test(l.text))
      return [{ index: l.index, length: l.text.length }];
    if (!AUTOSTART_KEY.test(l.text)) continue;
    const w = window(file.text, starts, lineOf(starts, l.index), 3, 4).text;
    if (!REG_WRITE.test(w)) continue;
    if (USERINIT.test(w) || (!file.markdown && FETCHED.test(file.text)))
      return [{ index: l.index, length: l.text.length }];
  }
  if (CRONJOB.test(file.text)) {
    for (const l of lines) {
      if (!CRONJOB_WORD.test(l.text)) continue;
      const m = FETCH_PIPED.exec(file.text);
      if (m) return [{ index: m.index, length: m[0].length }];
    }
  }
  return [];
}
