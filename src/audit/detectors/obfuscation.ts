// Obfuscation: content nobody can review. Decoding that feeds straight into something that runs it,
// payloads that decode (base64, hex, char codes, joined or reversed strings, zlib/gzip) to something a
// rule flags or to shell commands, and long encoded runs.
import { inAttackCatalogue } from "../context.js";
import { shownRefused } from "../context-labelled.js";
import { decodedOf } from "../decode.js";
import { encodedRuns } from "../decode-runs.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, lineStarts, startsOf, window } from "../text.js";
import { alternativesTest } from "./alternatives.js";
import { joinInComment, onlyInPatterns, withoutProbes } from "./decoded-shown.js";
import { ansiCommandVariable, computedCall, unescapeRun } from "./spelt-calls.js";

/** A decoding step (ask `decodes`, which remembers the answer for the file's other rule on the same lines). */
export const DECODE =
  /\bbase(?:64|32)\s+(?:-\w{1,3}\s+){0,3}(?:-d|--decode|-D|-di)\b|\bopenssl\s+(?:base64|enc\s+-base64)\b[^\n|]{0,40}\s-d\b|\batob\s*\(|\bBuffer\.from\s*\(\s*(?:["'`][A-Za-z0-9+/=_-]{0,20000}["'`]|[\w.[\]]{1,80})\s*,\s*["'](?:base64|hex|base64url)["']|\b(?:b64decode|b32decode|b85decode|a85decode|b16decode|decodebytes|unhexlify)\s*\(|\bcodecs\.decode\s*\(|\bbytes\.fromhex\s*\(|\bfromhex\s*\(|\b(?:zlib|gzip|bz2|lzma)\.decompress\s*\(|\bmarshal\.loads\s*\(|\bfromCharCode\s*\(|\bchr\s*\(\s*\d|\bchr\s*\(\s*[\w.[\]]{1,30}\s*\^|\bmap\s*\(\s*chr\s*,|\btr\s+["']?(?:A-Za-z|a-zA-Z|a-z|A-Z)["']?\s+["']?(?:N-ZA-M|n-za-m)|\[char\]\s*\d|\bxxd\s+-r\b|\bgunzip\b|\bzcat\b|\bFromBase64String\b|\brev\b\s*(?:<<<|$|\|)|\[\s*::\s*-1\s*\]|\.reverse\(\)\s*\.join\(|\bbase64_decode\s*\(|\bgz(?:inflate|uncompress|decode)\s*\(|\bstr_rot13\s*\(|\bconvert_uudecode\s*\(|\bhex2bin\s*\(|\b(?:eval|exec|Function|setTimeout|setInterval|runIn(?:This|New)Context)\s*\(\s*(?:[\w.]{0,30}\.)?(?:unescape|decodeURIComponent|unquote(?:_plus|_to_bytes)?)\s*\(|\bopenssl\s+(?:enc\b|aes-\d{3}-\w{3,4}\b|des\w{0,8}\b|bf\w{0,5}\b|chacha20\b)[^\n|]{0,160}\s-d\b|\bgpg2?\b[^\n|]{0,160}\s(?:-d|--decrypt)\b|\bage\s+(?:-d|--decrypt)\b|\buudecode\b|\[\s*-1\s*\.\.\s*-\s*\(?\s*\$\w{1,40}\.Length|\bpack\s*\(?\s*["']H\*|\b(?:strict_|urlsafe_)?decode64\s*\(|\.unpack1?\s*\(\s*["']m0?["']|\bstring\.char\s*\(\s*\d|\b(?:base64\.\w{1,20}|hex)\.DecodeString\s*\(|::Reverse\s*\(|\bunb64\s*\(|\[\s*\(\s*\$\w{1,40}\.Length\s*-\s*1\s*\)\s*\.\.\s*0\s*\]|\.Reverse\(\)\s*\.ToArray\(\)|\bStrReverse\s*\(|\bstrrev\s*\(|\bstring\.reverse\s*\(|\.join\s*\(\s*reversed\s*\(/i;
/**
 * Something that runs text as code. Not one: `function(a, b) {` (the keyword; /i would read it as the `Function(`
 * constructor) and a regular expression literal's `/…/i.exec(s)` (a match).
 */
export const EXEC_SINK =
  /\beval\b\s*[("'$`]|\beval\s+"?\$|(?<!\/[a-z]{0,6}\.)\bexec\s*\(|\bexecSync\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\((?![\w$,\s]*\)\s*\{)|\b(?:ba|z|da|k)?sh\s+-\w{0,3}c\b|(?<!\|)\|(?!\|)\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|(?<!\|)\|(?!\|)\s*(?:python[23]?|node|perl|ruby)\b(?:\s+-)?|\bpython[23]?\s+-c\b|\bnode\s+(?:-e|--eval|-p)\b|\bperl\s+-e\b|\bos\.system\s*\(|\bsubprocess\.\w{1,20}\((?:[^\n()]|\([^\n()]{0,200}\)){0,200}shell\s*=\s*True|\bchild_process\b|\b(?:iex|Invoke-Expression)\b|\bsource\s+<\(|(?:^|[;&|]\s*)\$\(\s*(?:echo|printf)\b[^\n)]{0,300}\|\s*(?:base64|xxd|openssl|rev)\b|\bgetattr\s*\([^\n)]{0,80}\)\s*\(|\b__import__\s*\(/i;
/**
 * Runners EXEC_SINK leaves to other rules, read only beside a decoding step: system()/popen in Perl, Ruby, PHP,
 * Lua and C, PowerShell's script blocks, Lua's load()(), Go's exec.Command, and a deserialiser that runs what it
 * loads (pickle) given bytes decoded from text on the spot; round 15: a builtin or global looked up by a
 * computed name and called (`globals()["__builtins__"].__dict__[n](p)`, `window[k](atob(…))`; a JSONP callback
 * `window[cb](data)` is given data, not decoded text on the spot).
 */
const EXEC_MORE =
  /\b(?:system|popen|shell_exec|passthru|proc_open|loadstring)\s*\(|\b(?:os|io)\.(?:execute|popen)\s*\(|\[[Ss]cript[Bb]lock\]::Create\s*\(|\b(?:Reflection\.)?Assembly\]?(?:\.|::)Load\s*\(|\bInvoke-Command\b|\bload\s*\([^\n]{0,200}\)\s*\(\s*\)|\b(?:c?[Pp]ickle|_pickle|dill)\.loads?\s*\(\s*(?:[\w.]{0,30}\.)?(?:b64decode|b85decode|a85decode|b32decode|unhexlify|fromhex|decodebytes)\s*\(|\bexec\.Command(?:Context)?\s*\(|\bRuntime\.getRuntime\(\)\.exec\b|\b__builtins__\b[^\n(]{0,40}\[[^\]\n]{1,60}\]\s*\(|\b(?:window|globalThis)\s*\[[^\]\n]{1,60}\]\s*\(\s*(?:atob|unescape|decodeURIComponent|String\.fromCharCode)\s*\(|\bReflect\.apply\s*\(\s*(?:Function|eval)\b/;
const runs = (text: string): boolean => EXEC_SINK.test(text) || EXEC_MORE.test(text);
/** Decoded text written to a file (`> /tmp/.s`, `-out /tmp/.d`, `-o x.sh`): the file may be run below. */
const WRITTEN_TO = /(?:[^<>&\d]>|\s-out|\s-o|--output)[\s=]*["']?([~$\w./{}-]{2,120})["']?\s*(?:$|[;&|)])/;
/** The text just before a path that runs it: a shell or interpreter given it, or the path as the command. */
const RUNS_ITSELF = String.raw`^\s*|[;&|(]\s*|\b(?:ba|z|da|k)?sh\s+(?:-\w{1,3}\s+)*|\bsource\s+|^\s*\.\s+|\b(?:python[23]?|node|perl|ruby|php|lua|pwsh|powershell(?:\.exe)?\s+(?:-\w+\s+)*-File)\s+|\b(?:exec|eval|iex|start|Start-Process)\s+|&\s*`;
/** …or `chmod +x` first (the run follows on a later line). */
const RUNS_PATH = new RegExp(
  String.raw`(?:${RUNS_ITSELF}|\bchmod\s+(?:[ugoa]*\+\w*x\w*|0?[0-7]*[1357][0-7]{0,2})\s+)["']?$`,
  "i",
);
/** RUNS_PATH without `chmod +x` alone: making a file executable is not running it. */
const RUNS_PATH_ITSELF = new RegExp(String.raw`(?:${RUNS_ITSELF})["']?$`, "i");

/** Whether `x` runs the file at `path`: the text before one of its mentions is a shell, `chmod +x` or the command word. */
function runsPathIn(x: string, path: string, runner = RUNS_PATH): boolean {
  for (let at = x.indexOf(path); at !== -1; at = x.indexOf(path, at + 1)) {
    // The 200 characters before each mention (a NUL where the line goes on: not its start), not the line's whole head.
    const from = Math.max(0, at - 200);
    if (runner.test((from > 0 ? "\u0000" : "") + x.slice(from, at))) return true;
  }
  return false;
}
/**
 * A shell's own decoder (not a release unpacked with gunzip/zcat, not the user's own secrets decrypted, not a
 * function in code): what a file written and run on the decoding's own line must come from. `curl … | gunzip >
 * ~/bin/x && chmod +x ~/bin/x` installs a release, `gpg -d .env.gpg > .env && source .env` loads secrets, and in
 * minified code `a>b)…(b` is a comparison, not a redirection.
 */
const SHELL_DECODE =
  /\bbase(?:64|32)\s+(?:-\w{1,3}\s+){0,3}(?:-d|--decode|-D|-di)\b|\bopenssl\s+(?:base64|enc\s+-base64)\b|\bxxd\s+-r\b|\buudecode\b/i;

/** A line of the five below `n` that runs the file at `path` (written by a decoding step on line `n`). */
function runsWrittenFile(file: AuditText, starts: readonly number[], n: number, path: string): boolean {
  return window(file.text, starts, n, 0, 5)
    .text.split("\n")
    .slice(1)
    .some((x) => runsPathIn(x, path));
}

/**
 * DECODE's answer for a line of `file`, asked once per file object and line text: encoded-exec and
 * signal-decoded-url read the same hinted lines (ENCODED_EXEC_HINTS) of the same file object.
 */
const decodeAnswers = new WeakMap<object, Map<string, boolean>>();
/** DECODE's answer, each alternative tried only on a line holding its words (the same answer). */
const decodeIn = alternativesTest(DECODE);
export function decodes(file: object, line: string): boolean {
  let answers = decodeAnswers.get(file);
  if (answers === undefined) {
    answers = new Map();
    decodeAnswers.set(file, answers);
  }
  let answer = answers.get(line);
  if (answer === undefined) {
    answer = decodeIn(line);
    answers.set(line, answer);
  }
  return answer;
}

const ELIDED = /\b(?:echo|printf)\s+(?:["']?(?:\.\.\.|…|<[^>\n]{1,40}>|PAYLOAD|BASE64)["']?)\s*\|/i;

/** `NAME=$(… decode …)`, `name = …decode(…)` or PowerShell `$name = …`: a variable holding decoded text. */
const ASSIGN = /(?:^|[\s;(])(?:export\s+|\$)?([A-Za-z_]\w{0,60})\s*=\s*(?!=)/;

/**
 * Decoding fed into something that runs it: on one line (`echo … | base64 -d | sh`,
 * `eval(atob(…))`), or through a variable within five lines (`CMD=$(… | base64 -d); eval "$CMD"`).
 */
export function encodedExec(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    // An elided payload (`echo ... | base64 -d`) is documentation of the technique, not a payload.
    if (!decodes(file, l.text) || ELIDED.test(l.text) || inAttackCatalogue(file, l.index)) continue;
    // An XSS probe (`eval(atob('YWxlcnQoMSk='))`), a guard's grep for the shape: nothing hidden runs (decoded-shown.ts).
    // A guide's "Bad:" block shows the shape to refuse (context-labelled.ts).
    if (!decodeIn(withoutProbes(l.text)) || onlyInPatterns(file, l, DECODE) || shownRefused(file, l.index))
      continue;
    if (runs(l.text)) {
      out.push({ index: l.index, length: l.text.length });
      continue;
    }
    const n = lineOf(starts, l.index);
    const written = WRITTEN_TO.exec(l.text);
    const path = written?.[1];
    // Written and run on the same line (`base64 -d x > /tmp/.s && bash /tmp/.s`) or on one of the five below.
    const rest = written && SHELL_DECODE.test(l.text) ? l.text.slice(written.index + written[0].length) : "";
    if (
      path !== undefined &&
      (runsPathIn(rest, path, RUNS_PATH_ITSELF) || runsWrittenFile(file, starts, n, path))
    ) {
      out.push({ index: l.index, length: l.text.length });
      continue;
    }
    const name = ASSIGN.exec(l.text)?.[1];
    if (!name) continue;
    const after = window(file.text, starts, n, 0, 5).text.split("\n");
    if (runsName(after, name)) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}
/**
 * Whether one of `lines` runs `name`, or a name assigned from it on one of them (one step: `s = xor(d)`, then
 * `execSync(s)`): decoded bytes are often turned into text or unmasked before they run. The second name must be
 * what runs (the runner's own argument or piped into a shell), not only on a line that runs something: decoded
 * data parsed, then a regular expression's `.exec(…)` or a command run beside it, is not decoded code run.
 */
function runsName(lines: readonly string[], name: string): boolean {
  const uses = new RegExp(String.raw`(?:\$\{?|\b)${name}\b`);
  if (lines.some((x) => runs(x) && uses.test(x))) return true;
  for (const x of lines.slice(1)) {
    // An assignment line, not a minified bundle's one line (every one-letter name is used in it).
    if (x.length > 2000) continue;
    const next = ASSIGN.exec(x)?.[1];
    if (next === undefined || next === name || !uses.test(x.slice(x.indexOf("=") + 1))) continue;
    if (lines.some((y) => y !== x && runsAsCode(y, next))) return true;
  }
  return false;
}

/** Calls and shells that run their argument as code, the argument being the name (`eval(s)`, `bash -c "$s"`). */
// Capitals as written: `function(n` is the keyword (PowerShell's own words in either case).
const RUNS_ARG =
  /(?:(?<![\w.$])(?:eval|exec|execSync|Function|system|popen|[Ii][Ee][Xx]|[Ii]nvoke-[Ee]xpression|loadstring)|\bnew\s+Function|\b(?:os|child_process|cp|subprocess)\.(?:system|popen|exec|execSync|run|call|check_output|Popen)|\[[Ss]cript[Bb]lock\]::Create)\s*\(?\s*["'`]?\$?\{?$|(?:\beval|\b(?:ba|z|da|k)?sh\s+-\w{0,3}c|\b(?:python[23]?\s+-c|node\s+-e|perl\s+-e))\s+["']?\$\{?$/;
/** `echo "$s" | sh`, `$s | iex`: the name piped into something that runs it. */
const PIPED_TO_RUN =
  /^["'}]?\s*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[23]?|node|perl|ruby|iex|Invoke-Expression)\b/i;
/** Whether line `y` runs the value of `name` as code: given to a runner, or piped into one. */
function runsAsCode(y: string, name: string): boolean {
  for (let at = y.indexOf(name); at !== -1; at = y.indexOf(name, at + 1)) {
    const end = at + name.length;
    if (/\w/.test(y[at - 1] ?? "") || /\w/.test(y[end] ?? "")) continue;
    if (RUNS_ARG.test(y.slice(Math.max(0, at - 60), at))) return true;
    if (PIPED_TO_RUN.test(y.slice(end, end + 40))) return true;
  }
  return false;
}

export const ENCODED_EXEC_HINTS = [
  "base32",
  "base64",
  "atob",
  "buffer.from",
  "b64decode",
  "b32decode",
  "b85decode",
  "a85decode",
  "decodebytes",
  "unhexlify",
  "codecs.decode",
  "fromhex",
  "decompress",
  "marshal",
  "fromcharcode",
  "chr(",
  "map(chr",
  "n-za-m",
  "[char]",
  "xxd",
  "gunzip",
  "zcat",
  "frombase64string",
  "openssl",
  "rev",
  "::-1",
  "reverse()",
  "gzinflate",
  "gzuncompress",
  "gzdecode",
  "str_rot13",
  "uudecode",
  "hex2bin",
  "unescape",
  "decodeuricomponent",
  "unquote",
  "gpg",
  "age -d",
  "age --decrypt",
  "-1..",
  "-1)..",
  ".toarray()",
  "strreverse",
  "strrev",
  "string.reverse",
  "reversed(",
  "decode64",
];

/** Words of a decoded payload that runs or reaches something: no benign encoded text is made of them. */
export const COMMANDS =
  /\b(?:curl|wget|bash\s+-[ic]|sh\s+-c|\/bin\/(?:ba)?sh|powershell|Invoke-Expression|IEX|DownloadString|nc\s+-[ec]|\/dev\/tcp|eval\s*\(|exec\s*\(|os\.system|subprocess|child_process|chmod\s+\+x|rm\s+-rf|\.ssh\/|id_rsa|\.aws\/credentials|Net\.WebClient|Start-Process)\b|\|\s*(?:ba|z)?sh\b/i;

/** Six words in a row, no markup or code punctuation: a sentence. */
const SENTENCE = /^[^`{}<>|\\=]*(?:[A-Za-z][A-Za-z'’]{1,20}[\s,.;:!?~/-]+){6}/;

/** An SVG or XML image (icons embedded as base64): drawing data, whatever stray characters it holds… */
const INERT_IMAGE = /^\s*(?:<\?xml\b[^>]{0,200}\?>\s*)?<svg\b/i;
/** …unless it carries script, event handlers, links to code or embedded HTML. */
const ACTIVE_MARKUP =
  /<script\b|\son\w{2,20}\s*=|javascript:|<foreignObject\b|<iframe\b|<use\b[^>]{0,200}href\s*=\s*["']?https?:/i;

/**
 * Payloads that decode to something a rule flags (medium or high) or to shell commands: the hidden
 * code is found, whatever wraps it. Uses the scanner's `scanDecoded` (every rule, one level deeper).
 */
export function encodedPayload(file: AuditText): TextHit[] {
  const out: TextHit[] = [];
  // The original text: normalising joins split literals, and the split is what this rule unwraps.
  const source = file.original ?? file.text;
  const at = atLineOf(source, file.text);
  for (const piece of decodedOf(file)) {
    if (INERT_IMAGE.test(piece.text) && !ACTIVE_MARKUP.test(piece.text)) continue;
    const counts = (f: { severity: string; rule: string }) =>
      f.severity !== "low" && f.rule !== "encoded-blob" && f.rule !== "encoded-payload-text";
    // A sentence decoded out of a Markdown file is an instruction to the agent: the prose rules read it too.
    const flagged =
      COMMANDS.test(piece.text) ||
      (file.scanDecoded?.(piece.text) ?? []).some(counts) ||
      (file.markdown &&
        SENTENCE.test(piece.text) &&
        (file.scanDecoded?.(piece.text, true) ?? []).some(counts));
    const hit = at(piece.index, piece.length);
    // A security skill's catalogue of attacks shows encoded payloads as examples (context.ts).
    if (
      flagged &&
      !inAttackCatalogue(file, hit.index) &&
      !joinInComment(file, source, piece.index, piece.length)
    )
      out.push(hit);
  }
  return out;
}

/** Maps an offset in `source` to the start of the same line in `text` (both have the same lines). */
export function atLineOf(source: string, text: string): (index: number, length: number) => TextHit {
  if (source === text) return (index, length) => ({ index, length });
  // Both texts' line starts on the first hit only: most files have no piece to map.
  let from: number[] | undefined;
  let to: number[] = [];
  return (index) => {
    if (from === undefined) {
      from = lineStarts(source);
      to = lineStarts(text);
    }
    const line = Math.min(lineOf(from, index), to.length - 1);
    const end = line + 1 < to.length ? to[line + 1]! - 1 : text.length;
    return { index: to[line]!, length: Math.max(1, end - to[line]!) };
  };
}

const B64 = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") B64[c.charCodeAt(0)] = 1;
const BLOB_MIN = 160;

/** Long base64 or hex runs (inside the decoder's runs, which also hold `_`, `-` and `=`), except image data URIs. */
export function blobs(file: AuditText): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  for (const r of encodedRuns(text)) {
    if (r.length < BLOB_MIN) continue;
    let start = r.index;
    const end = r.index + r.length;
    for (let i = r.index; i <= end; i++) {
      const c = i < end ? text.charCodeAt(i) : 0;
      if (c < 128 && B64[c] === 1) continue;
      if (i - start >= BLOB_MIN) blob(text, start, i, out);
      start = i + 1;
    }
  }
  if (text.includes("\\x"))
    for (const m of text.matchAll(/(?:\\x[0-9a-fA-F]{2}){24,100000}/g))
      out.push({ index: m.index, length: m[0].length });
  return out;
}

function blob(text: string, start: number, end: number, out: TextHit[]): void {
  const s = text.slice(start, end);
  const hex = /^[0-9a-fA-F]+$/.test(s);
  const word = /[\w-]/.test(text[start - 1] ?? "") || /[\w-]/.test(text[end] ?? "");
  const dataUri = /data:(?:image|font)\/[\w.+-]+;base64,$/.test(text.slice(Math.max(0, start - 60), start));
  // Real encodings mix cases and digits; a long run of one class is a word, a path or a rule line.
  const mixed =
    /[0-9]/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s) && (s.match(/\//g) ?? []).length < s.length / 12;
  if (!word && !dataUri && (hex || (s.length >= 200 && mixed))) out.push({ index: start, length: s.length });
}

// --- Strings spelt in escapes or assembled by a format operator, then run ---

/** Octal or hex escapes (`\\143\\165…`, `\\x63\\x75…`), three or more in a row inside one literal. */
const ESCAPED = /(?:\\(?:0[0-7]{3}|[0-7]{3}|x[0-9a-fA-F]{2})){3,2000}/g;
/** PowerShell's format operator over quoted pieces: `'{2}{0}{1}' -f 'w','r','i'`. */
const FORMAT_OP =
  /(["'])((?:\{\d{1,2}\}){2,40})\1\s*-f\s*((?:(["'])[^"'\n]{0,80}\4\s*,\s*){1,39}(["'])[^"'\n]{0,80}\5)/gi;
/**
 * Where the line runs what it spells: eval/exec, a command substitution, PowerShell's call operator, or bash's
 * ANSI-C quoting as the command word itself (`$'\\x63\\x75\\x72\\x6c' -s …`).
 */
const RUNS_SPELT =
  /(?:^|[|;&(]\s*)\$\(\s*printf\b|&\s*\(|\|\s*\$\(|(?:^|[|;&(]\s*)\$'\\(?:[0-7]{3}|x[0-9a-fA-F]{2})/;

function formatted(order: string, args: string): string {
  const parts = [...args.matchAll(/(["'])([^"'\n]{0,80})\1/g)].map((m) => m[2]!);
  return order.replace(/\{(\d{1,2})\}/g, (_, i: string) => parts[Number(i)] ?? "");
}

/**
 * A line that runs words it spells in escapes or assembles with `-f`: `$(printf '\\143\\165\\162\\154') …`,
 * `eval("\\x72\\x65…")`, `& ('{1}{0}' -f 'ex','i')`. Flagged when the spelt words are commands.
 */
export function speltCommand(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  for (const l of lines) {
    if (computedCall(l.text) || ansiCommandVariable(file, l.text))
      return [{ index: l.index, length: l.text.length }];
    if (!EXEC_SINK.test(l.text) && !RUNS_SPELT.test(l.text)) continue;
    const spelt: string[] = [];
    for (const m of l.text.matchAll(ESCAPED)) spelt.push(unescapeRun(m[0]));
    for (const m of l.text.matchAll(FORMAT_OP)) spelt.push(formatted(m[2]!, m[3]!));
    if (spelt.length > 0 && COMMANDS.test(spelt.join(" ")))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
