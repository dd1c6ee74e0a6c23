// Credential theft handed from one step to another (credential-handoff): code in any language reads a
// credential store and writes it somewhere (a temporary file, an archive, a cache, a log, an environment
// variable for a later step), and the same or another file of the skill sends what is there by that name
// (the file's name, the variable, or a name bound to either). Each step alone is ordinary (a backup, a
// cache, an upload); the name that ties a credential to a send off the machine is not. Linking by name is
// what lets the send be any language's (handoff-words.ts), where the per-file sink list is shell and Python.
import { TEST_PATH } from "../chain-links.js";
import { gatedTest } from "../required-words.js";
import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { eachMatch, escapeRe, lineAt, startsOf } from "../text.js";
import { isLoopbackHost, NETWORK_SINK } from "../vocab.js";
import { alternativesTest } from "./alternatives.js";
import { LOGIN_USE } from "./credential-flow.js";
import { DESCRIBES, NEGATED_EN } from "./exfil-refusals.js";
import { MORE_SINKS } from "./exfiltration.js";
import {
  ARGV_SEND,
  ASSIGNS_G,
  CODE_SEND,
  COMMON_DOT,
  ENV_SET_G,
  HANDOFF_CREDENTIAL,
  HANDOFF_HINT,
  MORE_LOGIN,
  NOT_A_NAME,
  OWN_SERVICE,
  QUOTED_NAME_G,
  READS,
  SENDS_FILE,
  STAGE_NAME_G,
  TEMP_PLACE,
  WRITES,
  WRITES_STORE,
} from "./handoff-words.js";
import { expressionLines } from "./word-lines.js";

/** Where a credential was handed to: names any file may use (a path's name, a variable) and this file's own names. */
interface Stage {
  readonly file: string;
  readonly line: number;
  /** The credential's line, for its own service. */
  readonly credential: string;
  readonly shared: ReadonlySet<string>;
  readonly local: ReadonlySet<string>;
  /** The credential's own line sends its file whole (`curl -T ~/.config/rclone/rclone.conf https://…`). */
  readonly direct?: boolean;
}

const MARKDOWN = /\.(?:md|markdown|mdx|txt|rst)$/i;
const SKILL_MD = /(?:^|\/)SKILL\.md$/;
/** A sentence that forbids what it shows. */
const FORBIDS = /\b(?:never|don['’]?t|do\s+not|must\s+not|should\s+not|avoid)\b/i;
/** Lines before and after the credential's line that may hold where it is written. */
const BEFORE = 6;
const AFTER = 8;
const MAX_STAGES = 8;
const TEMP_WORD = /^(?:TEMP|TMP|TMPDIR|tmp|temp)$/i;
/** Names followed at most (a file of ten thousand assignments from one name would tie each to every line). */
const MAX_NAMES = 48;
const NO_CHANNELS: ReadonlySet<string> = new Set();
/** How a program given its code inline reads its arguments. */
const ARGV_NAMES = ["argv", "ARGV", "$args"];
const LITERAL_G = /["'\x60]([^"'\x60\n]{1,80})["'\x60]/g;
const NETWORK_SINK_LINE = new RegExp(NETWORK_SINK.source, "i");
const MORE_SINKS_LINE = new RegExp(MORE_SINKS.source, "i");
/** Somewhere off the machine: a URL's host, an address and port, a bucket, an scp target, a domain name. */
const OFF_MACHINE =
  /https?:\/\/(?!localhost\b|127\.|0\.0\.0\.0|\[::1\])[\w-]{1,63}\.[\w.-]{2,}|\b\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}\b|\b(?:s3|gs):\/\/[\w.-]{3,}|@[\w-]{1,63}\.[\w.-]{2,}:|\.(?:invalid|test|example|com|net|org|io|xyz|ru|cn|top|site)\b\x60/i;
/** A shell group's output written to a file: `} > "$tmp"`, `) >> out.log`. */
const GROUP_REDIRECT = /^\s*[})]\s*(?:\d?>&\d\s*)?>{1,2}\s*\S/;
/** A redirect into a variable's path: `> "$tmp"`, `>> ${OUT}`. */
const REDIRECT_VAR = />{1,2}\s*["']?\$\{?([A-Za-z_]\w{0,40})/;
/** A program given its code inline (a here-document, `-`) and a name as its argument: the code reads it as argv. */
const INLINE_PROGRAM =
  /\b(?:python[\d.]{0,4}|node|ruby|perl|php|deno|bun)\s+(?:-\S{0,10}\s+){0,3}-\s[^\n]{0,200}<</;
/** A statement that goes on past its line: it ends in an opening bracket, a comma, a backslash or an operator. */
const GOES_ON = /[([{,\\+|&]\s*$/;
/** A socket or request object: what is written to it later is sent. */
const CHANNEL =
  /\bnet\.Dial\w{0,8}\(|\bTCPSocket\.(?:new|open)\b|\bsocket\.(?:socket|create_connection)\(|\bnew\s+Socket\(|\bTcpStream::connect\b|\bTcpClient\b|\bIO::Socket::INET\b|\bfsockopen\(|\bnet\.(?:connect|createConnection)\(|\bhttps?\.request\(|\bgetOutputStream\(/;

/**
 * The two expressions every line of a script may meet, asked only of a text that holds one of their words (the
 * same answers): alone, each tries its many alternatives at every character of every line.
 */
const hintIn = gatedTest(HANDOFF_HINT);
const credentialIn = alternativesTest(HANDOFF_CREDENTIAL);
/**
 * The lines that may pass `hintIn`: those holding one of its words, found in one pass over the file instead of
 * one per line (a line's match is a match of the file's text too, so the file's own test is implied by the
 * first line that passes, unless that line was cut at 4,000 characters).
 */
const hintLines = expressionLines(HANDOFF_HINT);

/** The credential read on line `i` (or its path joined from quoted parts there), read on it or the three after. */
function credentialAt(text: string, starts: readonly number[], i: number): boolean {
  const line = lineAt(text, starts, i).slice(0, 4000);
  let hit = credentialIn(line);
  if (!hit) {
    const parts = [...line.matchAll(LITERAL_G)].map((m) => m[1]!.replace(/^\/+|\/+$/g, ""));
    hit = parts.length >= 2 && credentialIn(parts.join("/"));
  }
  if (!hit || WRITES_STORE.test(line)) return false;
  if (SENDS_FILE.test(line)) return true;
  for (let k = i; k < Math.min(starts.length, i + 4); k++)
    if (READS.test(lineAt(text, starts, k).slice(0, 4000))) return true;
  return false;
}

/** Names a line gives a value to (up to MAX_NAMES in all). */
function assigned(line: string, into: Set<string>): void {
  const add = (name: string | undefined) => {
    if (name && !NOT_A_NAME.has(name) && into.size < MAX_NAMES) into.add(name);
  };
  eachMatch(ASSIGNS_G, line, (m) => add(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]));
  add(/\bopen\s*\(\s*(?:my\s+)?\$(\w{1,40})/.exec(line)?.[1]);
  add(/\bfor\s+(?:\w{1,40}\s*,\s*)?(\w{1,40})\s*:=\s*range\b/.exec(line)?.[1]);
}

/** The file names a line writes to: data files and dot-files, and quoted names beside a temporary folder. */
function stageNames(line: string, into: Set<string>): void {
  eachMatch(STAGE_NAME_G, line, (m) => {
    const name = m[1]!;
    if (into.size < MAX_NAMES && !COMMON_DOT.test(name) && !HANDOFF_CREDENTIAL.test(name)) into.add(name);
  });
  if (TEMP_PLACE.test(line))
    eachMatch(QUOTED_NAME_G, line, (m) => {
      const name = m[1]!;
      if (
        into.size < MAX_NAMES &&
        !COMMON_DOT.test(name) &&
        !HANDOFF_CREDENTIAL.test(name) &&
        !TEMP_WORD.test(name)
      )
        into.add(name);
    });
}

/**
 * Where the credential on line `i` is handed: the credential's names (assigned on its line) and what takes
 * their text in the lines after; the file names and variables the lines around write to, when one of those
 * writes holds the credential or its names; environment variables set from it.
 */
function stageAt(path: string, text: string, starts: readonly number[], i: number): Stage | undefined {
  const credential = lineAt(text, starts, i).slice(0, 4000);
  const local = new Set<string>();
  assigned(credential, local);
  const from = Math.max(0, i - BEFORE);
  const to = Math.min(starts.length, i + AFTER + 1);
  // The names the credential's text reaches in the lines after (one pass: `data = f.read()`).
  let uses = wordsOf(local);
  for (let k = i + 1; k < to; k++) {
    const line = lineAt(text, starts, k).slice(0, 4000);
    if (!uses(line)) continue;
    const before = local.size;
    assigned(line, local);
    if (local.size > before) uses = wordsOf(local);
  }
  // A line after that holds the credential's names, or closes the group the credential is printed in.
  const holds = (line: string, k: number) => k === i || uses(line) || (k > i && GROUP_REDIRECT.test(line));
  let written = false;
  const shared = new Set<string>();
  for (let k = from; k < to; k++) {
    const line = lineAt(text, starts, k).slice(0, 4000);
    if (k >= i && holds(line, k)) {
      eachMatch(ENV_SET_G, line, (m) => {
        const name = m.slice(1).find((x) => x !== undefined);
        if (name) shared.add(name);
      });
      if (WRITES.test(line)) written = true;
      const target = REDIRECT_VAR.exec(line)?.[1];
      if (target && local.size < MAX_NAMES) local.add(target);
    }
    stageNames(line, shared);
  }
  if (!written) for (const n of [...shared]) if (!/^[A-Za-z_]\w*$/.test(n)) shared.delete(n);
  if (shared.size === 0 && local.size === 0) return undefined;
  return { file: path, line: i + 1, credential, shared, local };
}

/** Whether a line holds one of `names` as a whole word (one expression for the set, built when it grows). */
function wordsOf(names: ReadonlySet<string>): (line: string) => boolean {
  if (names.size === 0) return () => false;
  const all = [...names];
  const re = new RegExp(`(?<![\\w])(?:${all.map(escapeRe).join("|")})(?![\\w])`);
  return (line) => all.some((n) => line.includes(n)) && re.test(line);
}

/** The credential reads of a file and where each is handed. */
function stagesOf(path: string, text: string): Stage[] {
  const starts = startsOf({ text });
  const out: Stage[] = [];
  let gated = false;
  for (const i of hintLines(text)) {
    if (out.length >= MAX_STAGES) break;
    const line = lineAt(text, starts, i);
    if (!hintIn(line.slice(0, 4000))) continue;
    if (!gated) {
      if (line.length > 4000 && !hintIn(text)) return [];
      gated = true;
    }
    if (!credentialAt(text, starts, i)) continue;
    // In prose, a line that forbids or describes the act ("Never run `curl -d @~/.npmrc …`") does not do it.
    if (MARKDOWN.test(path) && (NEGATED_EN.test(line) || DESCRIBES.test(line) || FORBIDS.test(line)))
      continue;
    const own = line.slice(0, 4000);
    if (SENDS_FILE.test(own) && sends(own, NO_CHANNELS) && OFF_MACHINE.test(own)) {
      out.push({
        file: path,
        line: i + 1,
        credential: own,
        shared: new Set(),
        local: new Set(),
        direct: true,
      });
      continue;
    }
    const s = stageAt(path, text, starts, i);
    if (s) out.push(s);
  }
  return out;
}

/** A line that sends: the shared sink list, other languages' sends, an argv list, a write to a socket. */
function sends(line: string, channels: ReadonlySet<string>): boolean {
  if (
    NETWORK_SINK_LINE.test(line) ||
    MORE_SINKS_LINE.test(line) ||
    CODE_SEND.test(line) ||
    ARGV_SEND.test(line)
  )
    return true;
  for (const c of channels)
    if (
      line.includes(c) &&
      new RegExp(
        `(?<![\\w$])\\$?${escapeRe(c)}\\s*(?:\\.|->|:)\\s*(?:write|Write|send|sendall|puts|print|end)\\b`,
      ).test(line)
    )
      return true;
  return false;
}

/** The statement of line `i` when it spans lines: up to three lines before that go on into it, three after. */
function statementAt(text: string, starts: readonly number[], i: number): string {
  let from = i;
  while (from > 0 && i - from < 3 && GOES_ON.test(lineAt(text, starts, from - 1).slice(-200))) from--;
  let to = i;
  while (to < starts.length - 1 && to - i < 3 && GOES_ON.test(lineAt(text, starts, to).slice(-200))) to++;
  if (from === i && to === i) return lineAt(text, starts, i).slice(0, 4000);
  const parts: string[] = [];
  for (let k = from; k <= to; k++) parts.push(lineAt(text, starts, k).slice(0, 1000));
  return parts.join(" ");
}

/**
 * The first statement of `text` that sends one of `names` (or a name given its value there, up to four
 * passes): its line and text.
 */
function sentLine(text: string, names: ReadonlySet<string>): { line: number; send: string } | undefined {
  const starts = startsOf({ text });
  const channels = new Set<string>();
  for (let i = 0; i < starts.length; i++) {
    const line = lineAt(text, starts, i).slice(0, 4000);
    if (CHANNEL.test(line)) assigned(line, channels);
  }
  const known = new Set(names);
  for (let pass = 0; pass < 4; pass++) {
    const before = known.size;
    const uses = wordsOf(known);
    for (let i = 0; i < starts.length; i++) {
      const line = lineAt(text, starts, i).slice(0, 4000);
      if (!uses(line)) continue;
      if (sends(line, channels)) return { line: i, send: line };
      const statement = statementAt(text, starts, i);
      if (statement !== line && sends(statement, channels)) return { line: i, send: statement };
      assigned(line, known);
      if (INLINE_PROGRAM.test(line)) for (const n of ARGV_NAMES) if (known.size < MAX_NAMES) known.add(n);
    }
    if (known.size === before) break;
  }
  return undefined;
}

/** A send whose every written host is this machine (a local server the skill starts). */
function loopbackOnly(send: string): boolean {
  const hosts = [...send.matchAll(HOST_G)].map((m) => m[1]!);
  return hosts.length > 0 && hosts.every(isLoopbackHost);
}
const HOST_G = /https?:\/\/([\w.:[\]-]{1,253})/g;

/** Sent to the credential's own service (an AWS key to AWS), or as the login it is. */
function ownUse(stage: Stage, send: string, byFileName: boolean): boolean {
  if (!byFileName && (LOGIN_USE.test(send) || MORE_LOGIN.test(send))) return true;
  return OWN_SERVICE.some(([cred, host]) => cred.test(stage.credential) && host.test(send));
}

/**
 * Skills whose code reads a credential, hands it to a file or a variable, and sends that by name off the
 * machine, in the same file or another: at the send, naming both.
 */
export function credentialHandoffs(skill: AuditSkillView, why: string): SkillHit[] {
  const files = skill.files.filter(
    (f) => !TEST_PATH.test(f.path) && (!MARKDOWN.test(f.path) || SKILL_MD.test(f.path)),
  );
  const stages = files.flatMap((f) => stagesOf(f.path, f.text));
  if (stages.length === 0) return [];
  const seen = new Set<string>();
  for (const s of stages) {
    if (s.direct && !ownUse(s, s.credential, true))
      return [
        {
          file: s.file,
          line: s.line,
          match: s.credential.trim().slice(0, 200),
          why: `${why}: reads a credential (${s.file}:${s.line}) → sends the file whole by its path (${s.file}:${s.line})`,
        },
      ];
    const key = `${s.file}\0${[...s.shared].join(",")}\0${[...s.local].join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const f of files) {
      const names = new Set(s.shared);
      if (f.path === s.file) for (const n of s.local) names.add(n);
      if (names.size === 0 || ![...names].some((n) => f.text.includes(n))) continue;
      if (!OFF_MACHINE.test(f.text.slice(0, 200_000))) continue;
      const sent = sentLine(f.text, names);
      if (!sent) continue;
      const { line: at, send } = sent;
      if (loopbackOnly(send)) continue;
      const byFileName = [...s.shared].some((n) => n.includes(".") && send.includes(n));
      if (ownUse(s, send, byFileName)) continue;
      return [
        {
          file: f.path,
          line: at + 1,
          match: send.trim().slice(0, 200),
          why: `${why}: reads a credential and hands it on (${s.file}:${s.line}) → sends it by that name (${f.path}:${at + 1})`,
        },
      ];
    }
  }
  return [];
}
