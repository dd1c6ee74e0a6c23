// A runner's name hidden (round 29): the name of a function that runs code or unwraps a payload (`eval`, `exec`,
// `system`, the Function constructor, `child_process`, `gzinflate`, `Invoke-Expression`) spelled in pieces joined
// by an operator (`'ex' + 'ec'`, `'gz' . 'inf' . 'late'`, `"lo" .. "ad"`) or in escapes and char codes
// (`'\x63\x6f\x6e\x73\x74\x72\x75\x63\x74\x6f\x72'`, `chr(115).chr(121)…`). Code that means to run something
// names it; a name taken apart is kept from a reader (ATT&CK T1027). Real obfuscators (obfuscator.io's string array,
// PHP web shells, PyPI droppers' getattr) do exactly this; vendored minified code names its runners plainly.

import { inCodeBlock } from "../code-blocks.js";
import { decodedOf } from "../decode.js";
import type { AuditText, TextHit } from "../rule-types.js";
import { SCRIPT_COMMENT_LINE } from "../text.js";
import { atLineOf } from "./obfuscation.js";

/** The whole text is a runner's or an unwrapper's name. */
const RUNNER_NAME =
  /^(?:eval|exec|execfile|execSync|execFileSync|spawn|spawnSync|system|popen|passthru|shell_exec|proc_open|pcntl_exec|assert|create_function|constructor|child_process|subprocess|__import__|compile|Invoke-Expression|iex|Invoke-Command|Start-Process|scriptblock|loadstring|dofile|os\.system|os\.popen|os\.execute|io\.popen|gzinflate|gzuncompress|gzdecode|str_rot13|base64_decode|b64decode|marshal|Runtime|getRuntime|ProcessBuilder|Process\.Start|DownloadString|WScript\.Shell|Shell\.Application)$/;
/** Two to six literals joined by `+`, `.`, `..` or `&` (Python, JS, PHP, Perl, Lua, VB), each short. */
const JOINED = /(["'])([\w.-]{1,16})\1(?:\s*(?:\+|\.{1,2}|&)\s*(["'])([\w.-]{1,16})\3){1,5}/g;
const LITERAL = /(["'])([\w.-]{1,16})\1/g;

/**
 * The joins are read in the original text (normalising joins `'ex' + 'ec'` into one literal, so the rule has no
 * hint words: one pass of an expression led by a quote); the decoded pieces are the decoder's (decode.ts), shared with the encoded-payload rule.
 */
export function hiddenRunner(file: AuditText): TextHit[] {
  const source = file.original ?? file.text;
  const at = atLineOf(source, file.text);
  // A scanner's docs or comments naming the trick (`'ev' + 'al'` in a bullet) show it; nothing runs there.
  const shown = (text: string, index: number, hit: TextHit): boolean =>
    file.markdown
      ? !inCodeBlock(file, hit.index)
      : SCRIPT_COMMENT_LINE.test(text.slice(text.lastIndexOf("\n", index) + 1, index + 1));
  JOINED.lastIndex = 0;
  for (let m = JOINED.exec(source); m; m = JOINED.exec(source)) {
    const parts = [...m[0].matchAll(LITERAL)].map((p) => p[2]!);
    if (parts.length >= 2 && RUNNER_NAME.test(parts.join("")) && !parts.some((p) => RUNNER_NAME.test(p))) {
      const hit = at(m.index, m[0].length);
      if (!shown(source, m.index, hit)) return [hit];
    }
  }
  for (const piece of decodedOf(file)) {
    const t = piece.text.trim();
    if (t.length > 32 || !RUNNER_NAME.test(t)) continue;
    const hit = at(piece.index, piece.length);
    if (!shown(source, piece.index, hit)) return [hit];
  }
  return [];
}
