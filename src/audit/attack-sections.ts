// The headings of a Markdown file and what each names: a catalogue of attacks (a cheat sheet, a detector's red
// flags) or a report of attack scenarios; and whether the prose of a section orders its code run.
import { blockOf } from "./code-blocks.js";
import type { AuditText } from "./rule-types.js";
import { lineOf, lowerBound, memoPerFile, startsOf } from "./text.js";

/** Headings of a section that lists attacks (a security skill's catalogue, a detector's red flags), not steps. */
const CATALOGUE_HEADING =
  /\b(?:attacks?|attack\s+(?:patterns?|vectors?|examples?|techniques?)|malicious|malware|exploits?|payloads?|exfiltration|red\s+flags?|suspicious|IOCs?|indicators?\s+of\s+compromise|detections?|threats?|anti-?patterns?|vulnerable|insecure|jailbreaks?|prompt\s+injections?|adversarial|red[\s-]?team\w{0,3}|what\s+not\s+to\s+do|bad\s+examples?|(?:reverse|bind)\s+shells?|cheat\s*-?sheets?|pentest\w{0,3}|penetration\s+test\w{0,3}|CTFs?|capture\s+the\s+flag|privilege\s+escalation|privesc|post-?exploitation|lateral\s+movement|HackTheBox|TryHackMe|OSCP|footholds?)\b|❌|⚠/i;
/** The same in the other languages read: privilege escalation, pentests, reverse shells, red teams. */
const OFFENSIVE =
  /(?<![\p{L}\p{N}_])(?:pentest\p{L}{0,4}|escalada\s+de\s+privil\p{L}{1,6}|(?:é|e)l(?:é|e)vation\s+de\s+privil\p{L}{1,6}|Rechteausweitung|Privilegien\p{L}{0,12}|пентест\p{L}{0,3}|повышени\p{L}{0,2}\s+привилеги\p{L}{0,2}|(?:обратн|реверс)\p{L}{0,3}\s+(?:шелл|оболочк)\p{L}{0,2})(?![\p{L}\p{N}_])|提权|权限提升|權限提升|渗透|滲透|反弹\s*shell|反彈\s*shell|红队|紅隊|権限昇格|ペネトレーション|侵入テスト|リバースシェル|권한\s*상승|침투\s*테스트|모의\s*해킹|리버스\s*셸/iu;
const ATX_HEADING = /^ {0,3}(#{1,6})\s+(.{0,200})/;

/** Where the first order to run something lies after `from` (64 KB on at most), or -1: once per section. */
const firstOrder = memoPerFile((file: AuditText, from: number): number => {
  const m = RUN_ORDER.exec(file.text.slice(from, from + 65_536));
  return m ? from + m.index : -1;
});

/** Prose that orders the shown code run ("run the block below first", "paste these into a terminal"). */
const RUN_ORDER =
  /\b(?:run|execute|paste|launch|invoke|type|enter)\b[^.\n]{0,40}\b(?:this|these|the\s+(?:following|block|snippet|commands?|code|one-?liners?|script)|below|above|it|them|in(?:to)?\s+(?:a|the|your)\s+(?:terminal|shell|console))\b/i;

/**
 * The line of the heading that names a list of attacks over the code block opened on `block` (the nearest
 * heading of each level above it, outside code blocks), or -1.
 */
export function attackHeading(file: AuditText, starts: readonly number[], block: number): number {
  const { lines, catalogue } = sectionsOf(file, starts);
  const k = lowerBound(lines, block) - 1;
  return k >= 0 ? catalogue[k]! : -1;
}

/** The prose from the heading on `section` to the code block on `block` orders nothing run. */
export function noOrder(file: AuditText, starts: readonly number[], section: number, block: number): boolean {
  const order = firstOrder(file, starts[section]!);
  return order < 0 || order >= starts[block]!;
}

/**
 * The code block opened on `block` (or the line `block`) sits under a heading that names a list of attacks, in
 * a file the agent reads on demand (not SKILL.md), and the prose of its section orders nothing run. A block
 * whose own intro orders it run is said before this is asked.
 */
export function catalogued(file: AuditText, starts: readonly number[], block: number): boolean {
  if (/(?:^|\/)SKILL\.md$/i.test(file.path)) return false;
  const section = attackHeading(file, starts, block);
  return section >= 0 && noOrder(file, starts, section, block);
}

/**
 * Words of a heading over a section that reports attacks (a risk list's scenarios, a vulnerability write-up, a
 * threat model), in English and the other languages read: attacks, vulnerabilities, threats, exploits,
 * injections, poisoning. Risks count only as "examples of risks" (a "Risks" section of a how-to is advice).
 */
const ATTACK_SECTION =
  /(?<![\p{L}\p{N}_])(?:attack(?:s|ers?)?|vulnerab\p{L}{0,8}|exploit(?:s|ation)?|threats?|malicious|injections?|jailbreaks?|poisoning|Angriff\p{L}{0,3}|Schwachstelle\p{L}{0,2}|Bedrohung\p{L}{0,2}|ataques?|vulnerabilidad\p{L}{0,2}|vulnerabilidades?|amenazas?|amea(?:ç|c)as?|attaques?|vuln(?:é|e)rabilit(?:é|e)s?|menaces?|attacc(?:o|hi)|vulnerabilit(?:à|a)|minacc\p{L}{1,2}|атак\p{L}{0,2}|уязвимост\p{L}{0,2}|угроз\p{L}{0,2}|отравлени\p{L}{0,2}|sald(?:ı|i)r\p{L}{0,5}|zafiyet\p{L}{0,3}|tấn\s+công|lỗ\s+hổng)(?![\p{L}\p{N}_])|攻击|攻擊|漏洞|威胁|威脅|恶意|惡意|提示注入|越狱|越獄|攻撃|脆弱性|脅威|悪意|インジェクション|공격|취약점|위협|악성|인젝션|हमल|भेद्यता|इंजेक्शन|هجوم|ثغر|تهديد/iu;
const RISK_WORD =
  /(?<![\p{L}\p{N}_])(?:risks?|Risiken|riesgos|riscos|risques|rischi|риск\p{L}{0,2})(?![\p{L}\p{N}_])|风险|風險|リスク|위험|खतर|مخاطر/iu;
const EXAMPLE_WORD =
  /(?<![\p{L}\p{N}_])(?:examples?|Beispiele?|ejemplos?|exemplos?|exemples?|esempi|пример\p{L}{0,3}|примерн\p{L}{0,3})(?![\p{L}\p{N}_])|例|예시|उदाहरण|مثال|أمثلة/iu;
interface Sections {
  /** The ATX headings outside code blocks (0-based lines, ascending). */
  lines: number[];
  /** Whether each, or a heading it sits under, reports attacks or examples of risks. */
  reports: boolean[];
  /** The line of the nearest of it and the headings it sits under that names a list of attacks, or -1. */
  catalogue: number[];
}
const attackSections = new WeakMap<AuditText, Sections>();

/** Per file: the ATX headings outside code blocks, each with what it or a heading it sits under names. */
function sectionsOf(file: AuditText, starts: readonly number[] = startsOf(file)): Sections {
  let s = attackSections.get(file);
  if (s) return s;
  s = { lines: [], reports: [], catalogue: [] };
  const text = file.text;
  const stack: { level: number; reports: boolean; catalogue: number }[] = [];
  for (
    let k = text.charCodeAt(0) === 35 ? 0 : text.indexOf("\n#");
    k !== -1;
    k = text.indexOf("\n#", k + 1)
  ) {
    const from = k === 0 && text.charCodeAt(0) === 35 ? 0 : k + 1;
    const m = ATX_HEADING.exec(text.slice(from, Math.min(from + 220, text.length)));
    const line = lineOf(starts, from);
    if (!m || blockOf(file, line) !== undefined) continue;
    const level = m[1]!.length;
    const title = m[2]!.split("\n")[0]!;
    while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
    const up = stack.length > 0 ? stack[stack.length - 1] : undefined;
    const attack = ATTACK_SECTION.test(title);
    const own = attack || (RISK_WORD.test(title) && EXAMPLE_WORD.test(title));
    const reports = own || (up?.reports ?? false);
    const catalogue =
      attack || CATALOGUE_HEADING.test(title) || OFFENSIVE.test(title) ? line : (up?.catalogue ?? -1);
    stack.push({ level, reports, catalogue });
    s.lines.push(line);
    s.reports.push(reports);
    s.catalogue.push(catalogue);
  }
  attackSections.set(file, s);
  return s;
}

/**
 * True when `index` lies in a Markdown section whose heading, or a heading it sits under, reports attacks or
 * examples of risks ("Example Attack Scenarios > Scenario #3", "攻撃シナリオの例", "Распространенные примеры
 * рисков"): a scenario told there describes what an attacker or a faulty system does.
 */
export function inAttackSection(file: AuditText, index: number): boolean {
  if (!file.markdown) return false;
  const { lines, reports } = sectionsOf(file);
  const k = lowerBound(lines, lineOf(startsOf(file), index) + 1) - 1;
  return k >= 0 && reports[k]!;
}

/** The nearest heading above `index` outside code blocks: its line and its first 200 characters. */
export function headingOver(file: AuditText, index: number): { line: number; title: string } | undefined {
  if (!file.markdown) return undefined;
  const starts = startsOf(file);
  const { lines } = sectionsOf(file, starts);
  const k = lowerBound(lines, lineOf(starts, index) + 1) - 1;
  if (k < 0) return undefined;
  const from = starts[lines[k]!]!;
  return {
    line: lines[k]!,
    title: file.text.slice(from, Math.min(from + 200, file.text.length)).split("\n", 1)[0]!,
  };
}
