// Audit rules of one family: content nobody can review.
// Rows of the table that index.ts joins.

import { brokenWord } from "../detectors/broken-word.js";
import { CHAR_CIPHER_HINTS, charCipherRun } from "../detectors/char-cipher.js";
import { decoderRun, filteredToShell } from "../detectors/decoder-runs.js";
import { hiddenRunner } from "../detectors/hidden-runner.js";
import { joinedLiterals, joinedVariables } from "../detectors/joined-words.js";
import {
  blobs,
  ENCODED_EXEC_HINTS,
  encodedExec,
  encodedPayload,
  speltCommand,
} from "../detectors/obfuscation.js";
import { shownThenRun } from "../detectors/shown-then-run.js";
import type { AuditRule, AuditSkillView } from "../rule-types.js";

const SHOWN_THEN_RUN_WHY =
  'shows a command as inert (an example, "do not run", expected output, a line commented out) and orders elsewhere to run that very command: the label hides from review an act another finding names; write the step as the step it is, or remove it';

export const OBFUSCATION_RULES: readonly AuditRule[] = [
  // obfuscation: content nobody can review
  {
    id: "encoded-exec",
    hints: ENCODED_EXEC_HINTS,
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "decodes an encoded payload and runs it: the code that runs cannot be reviewed",
    check: encodedExec,
  },
  {
    id: "decoder-run",
    // Round 20: a runner called on a decoder's result, the decoder named as one or defined in the file.
    hints: [
      "eval",
      "exec",
      "system",
      "popen",
      "load",
      "function",
      "iex",
      "invoke-expression",
      "scriptblock",
      "runin",
    ],
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "runs what a decoding function returns (a library's decoder or one the file defines): the code that runs cannot be reviewed",
    check: decoderRun,
  },
  {
    id: "filtered-to-shell",
    // Round 20: a literal put through a filter (tr, sed, rev, a decoder) and run by a shell.
    hints: [
      "| sh",
      "|sh",
      "| bash",
      "|bash",
      "| sudo",
      "|sudo",
      "| zsh",
      "|zsh",
      "| dash",
      "| ksh",
      "<<<",
      "eval",
      "sh -c",
      "sh -",
    ],
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "puts a string through a filter (a translation, a substitution, a decoder) and runs the result in a shell: the command that runs is not written anywhere",
    check: filteredToShell,
  },
  {
    id: "char-cipher-run",
    hints: CHAR_CIPHER_HINTS,
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "turns a run of numbers or hex pairs into text through a cipher (each code shifted, xor-ed or parsed: `string.char(c - 3)`, `String.fromCharCode(c ^ 23)`, `[char]($_ - 7)`) and runs the result (`load`, `eval`, `Function`, `iex`, a script element): the code that runs is written nowhere; ship it as readable source",
    check: charCipherRun,
  },
  {
    id: "hidden-runner-name",
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "spells the name of something that runs or unwraps code (`eval`, `exec`, `system`, the Function constructor, `child_process`, `gzinflate`) in pieces joined by an operator or in escapes and char codes, so a reader cannot see that the file runs code; name what runs plainly or remove it",
    check: hiddenRunner,
  },
  {
    id: "encoded-payload",
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "an encoded, split or reversed string decodes to commands or to something another rule flags",
    check: encodedPayload,
  },
  {
    id: "joined-variables-command",
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: 'a command assembled from variables holding pieces of its words (`$a$b`, `%a%%b%`, `a + b`, `f"{a}{b}"`, `$f . $g`): it reads as a command only once the pieces are joined',
    check: (f) => [...joinedVariables(f), ...joinedLiterals(f)],
  },
  {
    id: "spelt-command",
    // Octal or hex escapes, PowerShell's format operator, and a call operator on a computed name.
    hints: [
      "\\x",
      "\\1",
      "\\0",
      "-f '",
      '-f "',
      "-f'",
      '-f"',
      "pshome[",
      "shellid[",
      "comspec[",
      "verbosepreference",
      "(gal ",
      "(gcm ",
      "get-alias",
      "get-command",
      "(gv ",
      "get-variable",
      "iex'",
      'iex"',
      "invoke-expression'",
      'invoke-expression"',
    ],
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "runs words it spells in octal or hex escapes or assembles with a format operator: the command is hidden from review",
    check: speltCommand,
  },
  {
    id: "broken-command-word",
    kind: "text",
    severity: "high",
    family: "obfuscation",
    why: "a command word broken by quotes or `$@` the shell removes (`c''u''r''l`), by invisible characters or by lookalike letters of another script, spaces spelt as the shell's IFS variable, or a command written as a brace expansion (`{curl,-s,URL}`): what runs is hidden from review",
    check: brokenWord,
  },
  {
    id: "powershell-encoded",
    hints: ["powershell", "pwsh"],
    kind: "pattern",
    severity: "high",
    family: "obfuscation",
    why: "runs a PowerShell command given encoded: what runs cannot be reviewed",
    pattern:
      /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,300}\s-(?:e|ec|en|enc|enco|encodedcommand)\s+[A-Za-z0-9+/=]{20,20000}/gi,
  },
  {
    id: "shown-then-run",
    kind: "skill",
    // Medium (round 29): on published skills it refused about as many as it caught; see docs/AUDIT-HISTORY.md.
    severity: "medium",
    family: "obfuscation",
    why: SHOWN_THEN_RUN_WHY,
    check: (skill: AuditSkillView) => shownThenRun(skill, SHOWN_THEN_RUN_WHY),
  },
  {
    id: "certutil-decode-program",
    // Round 29: LOLBAS Certutil.exe -decode / -decodehex writing a program out of shipped or pasted text.
    hints: ["certutil"],
    kind: "pattern",
    severity: "high",
    family: "obfuscation",
    why: "turns encoded text into a program with `certutil -decode` (a .exe, .dll, .msi or script): the program that runs is shipped as text nobody can review; ship a signed build from its vendor instead",
    pattern:
      /\bcertutil(?:\.exe)?\b[^\n]{0,120}?\s[-/]decode(?:hex)?\s+(?:[-/]f\s+)?["']?[^\s"']{1,200}["']?\s+["']?[^\s"'\n]{0,200}\.(?:exe|dll|scr|com|msi|ps1|bat|cmd|vbs|vbe|js|jse|hta|wsf|lnk|jar|py|sh)\b/gi,
  },
  {
    id: "encoded-blob",
    kind: "text",
    severity: "medium",
    family: "obfuscation",
    why: "a long base64 or hex run: content hidden from review (check what decodes it)",
    check: blobs,
  },
];
