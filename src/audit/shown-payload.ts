// A payload a document about attacks shows: its address is a placeholder (`ATTACKER_IP`, `<your-ip>`, a lab's
// private address), so as written it reaches nobody.
import { attackHeading, noOrder } from "./attack-sections.js";
import { fenceOf } from "./code-blocks.js";
import type { AuditText } from "./rule-types.js";
import { lowerBound } from "./text.js";

/**
 * A name to fill in where the attacker's machine goes (`ATTACKER_IP`, `LHOST`, `<your-ip>`, `{lhost}`,
 * `$RHOST`): a payload holding one reaches nobody as written.
 */
const PLACEHOLDER_NAME =
  /(?<![\w.-])\$?\{?(?:ATTACKERS?(?:[_-]?(?:IP|HOST|ADDR(?:ESS)?|SERVER|DOMAIN|BOX|MACHINE))?|[LR]HOST|YOUR[_-]?(?:IP|HOST|SERVER|DOMAIN)|KALI[_-]?IP|LISTENER[_-]?(?:IP|HOST)|C2[_-]?(?:IP|HOST|SERVER))\}?(?![\w-]|\.\w)|<\s*(?:[\w-]{0,20}[\s_-])?(?:[Ii][Pp]|[Hh]ost(?:name)?|[Aa]ddr(?:ess)?|[Aa]ttacker|[Ll]host|[Rr]host|[Ss]erver|[Dd]omain|[Ll]istener|[Uu]ser(?:name)?)(?:[\s_-][\w-]{0,20})?\s*>|\{\{?\s*(?:ip|host|lhost|rhost|attacker[\w-]{0,10})\s*\}\}?/;
/**
 * An address of the kind write-ups put there: a private or loopback one (10.0.0.1, a lab's 10.10.14.5,
 * 192.168.x.x). A real machine could sit at one, so it counts only where no prose orders the block run.
 * Reserved example names and documentation ranges (attacker.example, 203.0.113.x) do not count: they are
 * what a test or a sample writes for the attacker's real host.
 */
const PLACEHOLDER_ADDRESS =
  /(?<![\w.])(?:10\.\d{1,3}|192\.168|172\.(?:1[6-9]|2\d|3[01])|127\.0\.0)\.\d{1,3}(?:\.\d{1,3})?(?![\w.])|\blocalhost\b|\bx\.x\.x\.x\b/i;
/**
 * Addresses a payload line may name: IPv4 literals, a URL's host, a quoted host name, /dev/tcp's host, a bare
 * host name with a usual ending (`nc evil-c2.ru 4444`). Reading too much here only keeps a payload said.
 */
const ADDRESS =
  /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])|:\/\/[\w.-]{1,253}|["'][a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,6}\.[a-z]{2,24}["']|\/dev\/(?:tcp|udp)\/[\w.-]{1,253}|(?<![\w./-])[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){0,6}\.(?:com|net|org|io|ru|cn|xyz|top|info|biz|me|cc|tk|su|co|dev|app|pw|online|site|club|example|test|invalid)(?![\w.-])/gi;

/** Every address on the line is a placeholder one (or there is none): it names no real machine. */
function namesNoMachine(line: string): boolean {
  for (const m of line.matchAll(ADDRESS)) {
    const a = m[0].replace(/^(?::\/\/|["']|\/dev\/(?:tcp|udp)\/)/, "").replace(/["']$/, "");
    if (!PLACEHOLDER_NAME.test(a) && !PLACEHOLDER_ADDRESS.test(a)) return false;
  }
  return true;
}

/** A value given right after a name (`LHOST=203.0.113.9`, `ATTACKER_IP := "c2.net"`). */
const GIVEN = /^\}?\s*:?=\s*["']?(?![<{$])[\w.-]{3}/;

/**
 * Whether the file gives placeholder `name` a value: assigned (`LHOST=…`), or a real address after it on its
 * line ("replace ATTACKER_IP with 45.…", `set LHOST 45.…`).
 */
function assignedIn(file: AuditText, name: string): boolean {
  const bare = name.replace(/^[${]+|\}$/g, "");
  for (let k = file.text.indexOf(bare); k !== -1; k = file.text.indexOf(bare, k + bare.length)) {
    const nl = file.text.indexOf("\n", k);
    const after = file.text.slice(k + bare.length, Math.min(nl < 0 ? file.text.length : nl, k + 120));
    if (GIVEN.test(after) || !namesNoMachine(after)) return true;
  }
  return false;
}

/**
 * A payload a document about attacks shows (a cheat sheet, a CTF write-up, a detection guide): a code block
 * under a heading naming attacks, reverse shells, privilege escalation or a pentest, whose line names no real
 * machine and holds a placeholder — a name to fill in (`ATTACKER_IP`, `<your-ip>`: shown even where the
 * section says run it, it reaches nobody; not when the file sets that name), or an example address where
 * nothing orders the block run. A script is never a document: its lines run.
 */
export function shownPayload(
  file: AuditText,
  starts: readonly number[],
  block: number,
  line: number,
  ordered: boolean,
): boolean {
  const end = line + 1 < starts.length ? starts[line + 1]! - 1 : file.text.length;
  const text = file.text.slice(starts[line]!, end);
  if (!namesNoMachine(text)) return false;
  const name = PLACEHOLDER_NAME.exec(text);
  const named = name !== null && !assignedIn(file, name[0]);
  if (!named && (ordered || !PLACEHOLDER_ADDRESS.test(text))) return false;
  const section = attackHeading(file, starts, block);
  if (section < 0) return false;
  if (named) return true;
  // "Run the example above" after the block orders it run too: the order is looked for to six lines past it.
  const close = fenceOf(file).close[lowerBound(fenceOf(file).open, block)] ?? starts.length;
  return noOrder(file, starts, section, Math.min(close + 6, starts.length - 1));
}
