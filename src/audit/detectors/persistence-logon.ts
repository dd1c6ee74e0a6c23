// Round 31: Windows' own hooks that start a program at logon, at the logon screen or with every process, set from a
// shell, PowerShell or a .reg file (MITRE ATT&CK T1547.004 Winlogon Helper DLL, T1546.008 Accessibility Features,
// T1546.012 Image File Execution Options Injection, T1546.010 AppInit DLLs, T1546.002 Screensaver, T1546.003 WMI
// Event Subscription, T1546.007 Netsh Helper DLL; Microsoft Learn's pages on each value). The act: a program the skill
// names is put where Windows runs it by itself: appended to Winlogon's Userinit or Shell, given as the debugger of an
// accessibility program (so Shift five times at the logon screen opens it as SYSTEM), copied over one, loaded into
// every process, set as the screensaver, run by a permanent WMI subscription or by netsh. Microsoft's own debugging
// recipe (the debugger value set to vsjitdebugger, WinDbg or cdb for the developer's own program), Process Explorer
// replacing Task Manager, and AutoAdminLogon for a kiosk are not this.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** Winlogon's Userinit or Shell given a second program after the first (`userinit.exe,C:\…\agent.exe`). */
const WINLOGON_SECOND =
  /\b(?:Userinit|Shell)\b[^\n]{0,200}?(?:\/d|-Value|=)\s*["']?[^"'\n]{0,120}\.exe\s*,\s*["']?[A-Za-z%$\\]/i;
const WINLOGON = /Winlogon/i;
/** The debugger value of Image File Execution Options, written. */
const IFEO_DEBUGGER = /(?:\/v\s+["']?Debugger\b|-Name\s+["']?Debugger\b|["']Debugger["']\s*=)[^\n]{0,200}/i;
const IFEO = /Image File Execution Options/i;
/** A debugger that is one (Microsoft's "launch the debugger automatically"), or Process Explorer for Task Manager. */
const REAL_DEBUGGER =
  /\b(?:vsjitdebugger|windbg(?:x)?|cdb|ntsd|devenv|procexp(?:64)?|dbgview|gflags)(?:\.exe)?\b/i;
/** An accessibility program of the logon screen. */
const ACCESSIBILITY = /\b(?:sethc|utilman|osk|magnify|narrator|displayswitch|atbroker)(?:\.exe)?\b/i;
/** The debugger value is a program (a script or an executable by path). */
const PROGRAM_VALUE = /\.(?:exe|bat|cmd|ps1|vbs|js|hta|dll)\b/i;
/** An accessibility program overwritten or replaced by a link. */
const ACCESSIBILITY_REPLACED =
  /\b(?:copy|xcopy|move|ren|rename|Copy-Item|Move-Item|cp|mv|mklink)\b[^\n]{0,200}\\(?:sethc|utilman|osk|magnify|narrator|displayswitch|atbroker)\.exe\b["']?\s*(?:\/[yY]\s*)?(?:$|[&|;])/im;
/** A program loaded into every process that loads user32 (AppInit_DLLs set to a DLL). */
const APPINIT = /\bAppInit_DLLs\b[^\n]{0,120}(?:\/d|-Value|=)\s*["']?[^"'\s\n]{1,200}\.dll\b/i;
/** The screensaver set to a program outside System32. */
const SCREENSAVER =
  /\bSCRNSAVE\.EXE\b[^\n]{0,80}(?:\/d|-Value|=)\s*["']?(?![^"'\n]{0,40}System32)[^"'\s\n]{1,200}\.(?:scr|exe)\b/i;
/** A permanent WMI subscription that runs a command, bound to a filter. */
const WMI_CONSUMER = /\b(?:CommandLine|ActiveScript)EventConsumer\b/;
const WMI_BINDING = /\b__FilterToConsumerBinding\b/;
const WMI_CREATE =
  /\b(?:Set-WmiInstance|New-CimInstance|mofcomp|wmic\b[^\n]{0,80}\bcreate)\b|\.Put\(\)|\bCreateInstance\(/i;
/** netsh told to load a helper DLL (run every time netsh starts). */
const NETSH_HELPER = /\bnetsh(?:\.exe)?\s+add\s+helper\s+["']?[^\s"']{1,200}\.dll\b/i;

export const LOGON_HOOK_HINTS = words(
  "userinit|winlogon|debugger|sethc|utilman|osk.exe|magnify.exe|narrator.exe|displayswitch|atbroker|appinit_dlls|scrnsave.exe|eventconsumer|add helper",
);

export function logonHooks(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  const hit = (l: AuditLine): TextHit[] => [{ index: l.index, length: l.text.length }];
  for (const l of lines) {
    if (
      ACCESSIBILITY_REPLACED.test(l.text) ||
      APPINIT.test(l.text) ||
      SCREENSAVER.test(l.text) ||
      NETSH_HELPER.test(l.text)
    )
      return hit(l);
    const at = lineOf(starts, l.index);
    if (WINLOGON_SECOND.test(l.text) && WINLOGON.test(window(file.text, starts, at, 3, 0).text))
      return hit(l);
    const d = IFEO_DEBUGGER.exec(l.text);
    if (d && !REAL_DEBUGGER.test(d[0])) {
      const w = window(file.text, starts, at, 3, 0).text;
      // The key named on the line or just above: `$k\sethc.exe`, `…\Image File Execution Options\osk.exe`.
      if (IFEO.test(w) && (ACCESSIBILITY.test(w) || PROGRAM_VALUE.test(d[0]))) return hit(l);
    }
    if (WMI_CONSUMER.test(l.text)) {
      const w = window(file.text, starts, at, 4, 4).text;
      if (WMI_BINDING.test(w) && WMI_CREATE.test(w)) return hit(l);
    }
  }
  return [];
}
