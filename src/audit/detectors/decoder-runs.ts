// Round 20 (audit-obf4): decoding the other rules cannot name, fed straight into something that runs it.
// A runner called on a decoder's result (`exec(base58.b58decode(…))`, `eval(b91.decode(s).toString())`,
// `Function(decrypt(blob))()`, `iex (Unvig $b 'k')`) where the decoder is named as one or is a function the
// file defines that does character arithmetic; and a literal put through a filter into a shell
// (`echo '…' | tr '!-~' 'P-~!-O' | sh`, `echo "$P" | sed 's/Q//g' | bash`, `eval "$(echo … | rev)"`).
import { inAttackCatalogue } from "../context.js";
import { shownRefused } from "../context-labelled.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { onlyInPatterns } from "./decoded-shown.js";

/** A payload left out (`'aW1w...'`, `echo ... |`, `(…)`): documentation of the shape, not a payload. */
const ELIDED = /(?:\.\.\.|…)["'`)]|\becho\s+(?:\.\.\.|…)|\(\s*(?:\.\.\.|…)\s*\)/;
/**
 * Shown, not run: an elided payload, a security guide's catalogue of attacks or its "Bad:" block (context.ts,
 * context-labelled.ts), or a guard's pattern for the shape (decoded-shown.ts); what encoded-exec leaves alone too.
 */
const shown = (file: AuditText, l: AuditLine, re: RegExp): boolean =>
  ELIDED.test(l.text) ||
  inAttackCatalogue(file, l.index) ||
  shownRefused(file, l.index) ||
  onlyInPatterns(file, l, re);

/** A runner's call, its argument following: eval/exec/system/popen/load/Function, PowerShell's script block. */
// A method `.exec(` only on a process module (`/re/.exec(decodeURIComponent(s))` is a match, not a run).
const RUN_CALL =
  /(?:(?<![\w$.])(?:eval|exec|execSync|system|popen|loadstring|load|Function)|\bnew\s+Function|\b(?:os|subprocess|child_process|cp|shell|vm|Kernel|IO)\.(?:system|popen|exec|execSync|run|call|check_output|Popen|getoutput|runInNewContext|runInThisContext)|\)\.(?:exec|execSync)|\[[Ss]cript[Bb]lock\]::Create)\s*\(\s*/g;
const RUN_ONE = new RegExp(RUN_CALL.source);
/** PowerShell: `iex (Name $arg 'k')`, `Invoke-Expression (& Name …)`, `iex(Name(…))`. */
const PS_RUN = /\b(?:iex|Invoke-Expression)\s*\(\s*&?\s*([A-Za-z][\w-]{1,60})/gi;
/** Calls in the runner's argument: `a.b(`, `c(`. */
const CALLEE = /([A-Za-z_$][\w$.]{0,80})\s*\(/g;
/** A name that says it decodes: decode/decrypt/decipher/deobfuscate/unxor/inflate/decompress/unhex/unpack, `ydec`. */
const DECODER_NAME =
  /decod|decrypt|decipher|deobf|unscrambl|unshuffl|unmask|unxor|unrot|inflate|decompress|unhex|unpack|dec$|^from_?base\d|frombase\d/i;
/** `bytes.decode()`, `.decode('utf-8')`, `.decode(errors="ignore")`: text from bytes, not a decoder. */
const TEXT_DECODE = /^\s*(?:\)|["'][\w-]{2,12}["']\s*[,)]|errors\s*=)/;
/** Character arithmetic in a function's body: what a home-made decoder does. */
const CHAR_MATH =
  /\b(?:chr|ord|fromCharCode|charCodeAt|codePointAt|maketrans|translate|fromhex|b64decode|atob)\b|\[char\]|\[int\]\s*\$\w{1,30}\[|\bbytes\s*\(|\^\s*(?:0x[0-9a-fA-F]{1,4}|\d{1,3}|[A-Za-z_]\w{0,20})\b|%\s*(?:2[56]|9[45]|256|0x100)\b|\.index\s*\(|\.indexOf\s*\(/;

/**
 * Where the file defines each function (Python, JS, PowerShell, Perl, Lua, Ruby, shell), by lower-cased name: its
 * first definition. One pass over the file, made on first need: a lookup per callee would read the whole file again
 * for every line that runs something (a file of 20,000 such lines took 12 s).
 */
const DEFINITION =
  /\b(?:def|function|sub|func|local\s+function)\s+([A-Za-z_$][\w$]{0,80})\b|\b(?:const|let|var)\s+([A-Za-z_$][\w$]{0,80})\s*=|(?:^|[\s;])([A-Za-z_$][\w$]{0,80})\s*=\s*(?:lambda\b|function\b|\(|async\b)|^[ \t]*([A-Za-z_$][\w$]{0,80})\s*\(\)\s*\{/gim;
function definitions(text: string): Map<string, number> {
  const out = new Map<string, number>();
  DEFINITION.lastIndex = 0;
  for (let m = DEFINITION.exec(text); m; m = DEFINITION.exec(text)) {
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4])!.toLowerCase();
    if (!out.has(name)) out.set(name, m.index);
    DEFINITION.lastIndex = m.index + 1;
  }
  return out;
}

/** The body of a function the file defines under `name`, or undefined. */
function definedBody(text: string, defs: () => Map<string, number>, name: string): string | undefined {
  const at = defs().get(name.toLowerCase());
  return at === undefined ? undefined : text.slice(at, at + 1500);
}

/** Whether `callee` (as called at `rest`, the text after its open paren) decodes: by its name or by its body. */
function decoderCall(text: string, defs: () => Map<string, number>, callee: string, rest: string): boolean {
  const last = callee.slice(callee.lastIndexOf(".") + 1);
  if (DECODER_NAME.test(last)) return !(last === "decode" && TEXT_DECODE.test(rest));
  if (
    callee.includes(".") ||
    /^(?:eval|exec|Function|require|import|open|str|String|Buffer|bytes|len|print)$/.test(last)
  )
    return false;
  const body = definedBody(text, defs, last);
  return body !== undefined && CHAR_MATH.test(body);
}

/** A runner called on a decoder's result, on one line. */
export function decoderRun(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const text = file.original ?? file.text;
  let memo: Map<string, number> | undefined;
  const defs = () => {
    memo ??= definitions(text);
    return memo;
  };
  for (const l of lines) {
    if (l.text.length > 4000) continue;
    let hit = false;
    for (const m of l.text.matchAll(RUN_CALL)) {
      // The runner's argument up to the end of its statement (a bounded window).
      const arg = l.text.slice(m.index + m[0].length, m.index + m[0].length + 200).split(/[;\n]/)[0]!;
      for (const c of arg.matchAll(CALLEE))
        if (decoderCall(text, defs, c[1]!, arg.slice(c.index + c[0].length))) {
          hit = true;
          break;
        }
      if (hit) break;
    }
    if (!hit)
      for (const m of l.text.matchAll(PS_RUN)) {
        const name = m[1]!;
        if (DECODER_NAME.test(name) || CHAR_MATH.test(definedBody(text, defs, name) ?? "")) {
          hit = true;
          break;
        }
      }
    if (hit && !shown(file, l, RUN_ONE)) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}

/** A shell at the end of a pipe. */
const SHELL = String.raw`\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b(?![\w.-])`;
/** `echo LIT | FILTER … | sh`: something that is not a shell (nor tee) between the literal and the shell. */
const FILTERED_TO_SHELL = new RegExp(
  String.raw`\b(?:echo|printf)\b[^|\n]{1,2000}\|\s*(?!(?:sudo\s+)?(?:ba|z|da|k)?sh\b|tee\b|cat\b)[\w./-]{1,40}[^|\n]{0,300}(?:\|[^|\n]{1,300}){0,4}${SHELL}`,
);
/** `tr 'x' 'y' <<< '…' | sh`: a here-string put through a filter into a shell. */
const HERE_TO_SHELL = new RegExp(
  String.raw`\b(?!(?:ba|z|da|k)?sh\b|cat\b)[\w./-]{1,40}\b[^|\n<]{0,300}<<<[^|\n]{1,2000}(?:\|[^|\n]{1,300}){0,4}${SHELL}`,
);
/** `eval "$(echo … | FILTER)"`, `bash -c "$(printf … | FILTER)"`. */
const FILTERED_TO_EVAL =
  /(?:\beval|\b(?:ba|z|da|k)?sh\s+-\w{0,3}c)\s+["']?\$\(\s*(?:echo|printf)\b[^|\n)]{1,2000}\|\s*(?!tee\b|cat\b)[\w./-]{1,40}/;

const SHELL_RUN = new RegExp(String.raw`${SHELL}|\beval\b|\bsh\s+-\w{0,3}c\b`);
/** A literal (or a variable's value) put through a filter and then run by a shell, on one line. */
export function filteredToShell(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    if (l.text.length > 4000) continue;
    const t = l.text;
    if (
      (t.includes("|") && FILTERED_TO_SHELL.test(t)) ||
      (t.includes("<<<") && HERE_TO_SHELL.test(t)) ||
      (t.includes("$(") && FILTERED_TO_EVAL.test(t))
    ) {
      if (!shown(file, l, SHELL_RUN)) out.push({ index: l.index, length: l.text.length });
    }
  }
  return out;
}
