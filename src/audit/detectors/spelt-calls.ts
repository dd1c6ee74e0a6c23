// Commands run under a name the code computes: PowerShell's call operator on joined pieces, letters picked out of an
// automatic variable or a wildcard alias lookup, and bash names given a command word in ANSI-C escapes.
import type { AuditText } from "../rule-types.js";

/** `\\143` / `\\0143` (printf %b) / `\\x63` escapes decoded. */
export function unescapeRun(run: string): string {
  return run.replace(/\\(?:0?([0-7]{3})|x([0-9a-fA-F]{2}))/g, (_, o?: string, h?: string) =>
    String.fromCharCode(o !== undefined ? Number.parseInt(o, 8) : Number.parseInt(h!, 16)),
  );
}

/**
 * Round 15: PowerShell's call operator on a name it computes: quoted pieces joined (`& ('I'+'EX')`), letters picked
 * out of an automatic variable (`&($pshome[4]+$pshome[30]+'x')`, `.($env:ComSpec[4,15,25]-join'')`), or an alias or
 * command found by a wildcard (`& (gal i*x)`, `& (gcm *ke-Exp*)`): Invoke-Obfuscation's shapes for `iex`. The
 * normaliser has joined split literals already (`'I'+'EX'` reads `'IEX'`), so one quoted runner name counts too.
 */
const PIECES_CALL =
  /(?:^|[\s;|({=])[&.]\s*\(\s*((?:["'][\w-]{1,16}["']\s*\+\s*){0,6}["'][\w-]{1,16}["'])\s*\)/;
const PICKED_CALL =
  /(?:^|[\s;|({=])[&.]\s*\(\s*(?:\$(?:env:ComSpec|pshome|ShellId|VerbosePreference)\b[^)\n]{0,40}\[|\(?\s*(?:gal|Get-Alias|gcm|Get-Command|gv|Get-Variable)\s+["']?[\w-]{0,12}[*?])/i;
const RUNNER_NAME = /^(?:iex|invoke-expression|invoke-command|icm|start-process|saps)$/i;
export function computedCall(line: string): boolean {
  if (PICKED_CALL.test(line)) return true;
  const m = PIECES_CALL.exec(line);
  return m !== null && RUNNER_NAME.test(m[1]!.replace(/["'\s+]/g, ""));
}

/** Bash: a name given a command word in ANSI-C escapes (`c=$'\x63\x75\x72\x6c'`), then run as `$c …`. */
const ANSI_ASSIGN = /\b([A-Za-z_]\w{0,30})=\$'((?:\\(?:x[0-9a-fA-F]{2}|[0-7]{3})){2,40})'/g;
const COMMAND_WORD =
  /^(?:curl|wget|bash|sh|zsh|nc|ncat|socat|python3?|perl|ruby|php|base64|eval|exec|chmod|rm|sudo|crontab)$/;
export function ansiCommandVariable(file: AuditText, line: string): boolean {
  if (!line.includes("=$'")) return false;
  for (const m of line.matchAll(ANSI_ASSIGN)) {
    if (!COMMAND_WORD.test(unescapeRun(m[2]!))) continue;
    const used = new RegExp(String.raw`(?:^|[|;&(\x60]\s*|\$\(\s*)\$\{?${m[1]!}\}?(?=\s)`, "m");
    if (used.test(file.text)) return true;
  }
  return false;
}
