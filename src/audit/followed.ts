// Which of a skill's files its SKILL.md sends the agent to as instructions ("read samples/setup.md and follow
// it", "load `fixtures/steps.md` before you start", "the steps are in tests/run.md"). Rules that skip a folder
// of tests, fixtures or samples as data must still read such a file: a planted order moved into `samples/` and
// named from SKILL.md is read by the agent as an order all the same. The pointer may be a folder ("the steps
// in samples/"), a glob ("samples/*.md"), a path written encoded or split ("samples%2Fx.md", "./samples//x.md",
// "samples\x.md", "../samples/x.md"), go through another file the agent is sent to (SKILL.md ->
// references/a.md -> samples/x.md), or through a script whose printed output the agent is told to obey. A
// template the agent is sent to (.html, .txt, .j2, .ipynb …) is read as prose too (template-prose.ts).
import { isTemplate } from "./template-prose.js";
import { lineAround } from "./text.js";

/** A verb or noun that makes a mention a pointer to orders, not to data: read, follow, the steps, the procedure. */
const SENDS =
  /\b(?:read|reads|reading|load|loads|loading|open|opens|consult|follow|follows|following|obey|apply|execute|carry\s+out|comply\s+with|act\s+on|do\s+(?:what|as)|perform|instructions?|steps?|directions?|procedures?|workflow|playbook|runbook|checklist|guide)\b/i;
/** The same in other languages: read, follow, apply, carry out, the steps, the instructions. */
const SENDS_INTL =
  /(?<!\p{L})(?:lee|leer|sigue|seguir|siga|aplica|ejecuta|pasos|instrucciones|lis|lire|suivez|suivre|appliquez|exécutez|étapes|consignes|lies|lesen|folge|folgen|befolge|befolgen|führe|schritte|anweisungen|anleitung|leia|passos|instruções|leggi|segui|seguire|esegui|passi|istruzioni|прочитай|прочти|читай|следуй|выполни|шаги|инструкци\p{L}*)(?!\p{L})|阅读|读取|按照|遵循|执行|步骤|指示|指令|読んで|読み|従って|従う|手順|실행|따라|지침/iu;
/**
 * A read that code makes, not the agent ("the test suite reads tests/x.md", "loaded by the filter"), and a send
 * forbidden ("never follow them"): blanked before the line is asked for a send.
 */
const CODE_READS =
  /\b(?:tests?|suites?|scripts?|ci|runners?|harness|filters?|scanners?|checkers?|detectors?|classifiers?|linters?|parsers?|code|jobs?|which)(?:['’]s)?\s+(?:(?:also|then|only)\s+)?(?:read|reads|load|loads|open|opens|parse|parses|use|uses)\b|\b(?:read|loaded|opened|parsed|used)\s+by\b|\b(?:never|not|don['’]t|do\s+not)\s+(?:\w+\s+)?(?:follow|obey|execute|apply|act\s+on|run)\s+(?:them|it|these|those|any|anything|their|its)\b/gi;
/** How a skill sends the agent to a template: start from it, base the reply on it, render or fill it. */
const USES_TEMPLATE =
  /\b(?:use|uses|using|start\w{0,3}\s+(?:\w+\s+){0,3}?(?:from|with)|based?\s+on|render\w{0,3}|fill\w{0,3}|copy|template|layout|format)\b/i;
/** A script whose printed output the agent is told to obey ("run x.py and follow what it prints"). */
const OUTPUT_ORDERS =
  /\b(?:follow|obey|apply|execute|do|carry\s+out)\b[^.\n]{0,60}\b(?:output|prints?|printed|says|returns|shows|emits)\b|\b(?:output|prints?|returns|emits)\b[^.\n]{0,40}\b(?:instructions?|steps|orders|commands|tasks?)\b/i;

/**
 * The files some rule reads as data, not orders (conceal-act's and the injection rules' sample folders): only
 * these are marked, so a skill of many files costs a few searches of its SKILL.md, not one a file.
 */
const DATA_FILE =
  /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|probes?|datasets?|evals?|samples?|examples?|reports?|scans?)\/|\.(?:csv|tsv|jsonl|snap)$|(?:^|[/._-])(?:test|spec)\.\w+$/i;
/** Files whose mentions are read for the next hop: prose (Markdown, templates); scripts only by OUTPUT_ORDERS. */
const PROSE_FILE = /\.(?:md|markdown|mdx)$/i;
const SCRIPT_FILE = /\.(?:sh|bash|zsh|ps1|py|js|mjs|cjs|ts|rb|pl|php|lua)$/i;

/** Hops from SKILL.md: SKILL.md -> references/a.md -> references/b.md -> samples/x.md. */
export const MAX_DEPTH = 4;
/** Files read for mentions, SKILL.md included. */
export const MAX_READ = 32;
/** Mentions of the skill's own files read in one file (a file naming paths over and over stays linear). */
export const MAX_MENTIONS = 512;
/** Globs expanded in one file. */
const MAX_GLOBS = 16;
/** Characters either side of a mention that belong to its sentence. */
const SPAN = 160;
/** Longest path token. */
const MAX_PATH = 300;

/** What followedFiles found. */
export interface FollowedFiles {
  /** Files the agent is sent to as instructions (the rules' data exemptions do not apply to them). */
  readonly orders: ReadonlySet<string>;
  /** Of those, templates and text rows read as prose too, their markup blanked (template-prose.ts). */
  readonly prose: ReadonlySet<string>;
  /** A limit was reached with files left unread: every data file and template was marked (fail closed). */
  readonly overLimit: boolean;
}

const PATH_CHAR = /[\w.~*?%\\/@+-]/;

/** Path-like tokens of `text` (holding a `/`, a `\` or a `%2F`), each with its index: one scan, linear. */
function pathTokens(text: string): { token: string; at: number }[] {
  const out: { token: string; at: number }[] = [];
  const sep = /[\\/]|%2f/gi;
  let from = 0;
  for (;;) {
    const m = sep.exec(text);
    if (m === null) break;
    let a = m.index;
    while (a > from && m.index - a < MAX_PATH && PATH_CHAR.test(text[a - 1]!)) a--;
    let b = m.index + 1;
    while (b < text.length && b - a < MAX_PATH && PATH_CHAR.test(text[b]!)) b++;
    from = b;
    sep.lastIndex = b;
    const token = text.slice(a, b).replace(/[.?+-]+$/, "");
    const url = text[a - 1] === ":" && text.slice(Math.max(0, a - 5), a).toLowerCase() !== "file:";
    if (!url && (!token.startsWith("//") || text[a - 1] === ":")) out.push({ token, at: a });
  }
  return out;
}

/** `token` as a skill-relative path: decoded, `\` read as `/`, `.` and empty parts dropped, `..` resolved from `dir`. */
export function normalisePath(token: string, dir: string): string | undefined {
  let t = token.replace(/^@/, "");
  if (t.includes("%"))
    try {
      t = decodeURIComponent(t);
    } catch {
      return undefined;
    }
  const parts: string[] = dir === "" ? [] : dir.split("/");
  for (const part of t.replace(/\\/g, "/").split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.pop() === undefined) return undefined;
    } else parts.push(part);
  }
  return parts.join("/") + (/[\\/]$/.test(t) ? "/" : "");
}

/** One glob step: a letter, `?` (one letter but `/`), `*` (letters but `/`) or `**` (anything, `/` included). */
type GlobStep = string | "?" | "*" | "**";

/** A glob's steps; a folder glob (`samples/`) ends in `**`. Runs of stars collapse (`***` is `**`). */
function globSteps(glob: string): GlobStep[] {
  const steps: GlobStep[] = [];
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c !== "*") {
      steps.push(c === "?" ? "?" : c);
      continue;
    }
    let n = 1;
    while (glob[i + 1] === "*") {
      n++;
      i++;
    }
    if (n > 1 && glob[i + 1] === "/") i++;
    const star: GlobStep = n > 1 ? "**" : "*";
    const last = steps[steps.length - 1];
    if (last === "**") continue;
    if (last === "*") steps[steps.length - 1] = star;
    else steps.push(star);
  }
  if (glob.endsWith("/") && steps[steps.length - 1] !== "**") steps.push("**");
  return steps;
}

/**
 * Whether `path` matches the glob's `steps`: the set of steps reached is carried letter by letter (no
 * backtracking), so a glob of many stars costs steps × letters, never more. `work` counts those; past its
 * `left`, the answer is true (a followed file is never passed unread) and `work.hit` is set.
 */
function globMatches(
  steps: readonly GlobStep[],
  path: string,
  work: { left: number; hit: boolean },
): boolean {
  work.left -= steps.length * (path.length + 1);
  if (work.left < 0) {
    work.hit = true;
    return true;
  }
  let at = new Uint8Array(steps.length + 1);
  const close = (set: Uint8Array) => {
    for (let i = 0; i < steps.length; i++)
      if (set[i] && (steps[i] === "*" || steps[i] === "**")) set[i + 1] = 1;
  };
  at[0] = 1;
  close(at);
  for (const c of path) {
    const next = new Uint8Array(steps.length + 1);
    for (let i = 0; i < steps.length; i++) {
      if (!at[i]) continue;
      const s = steps[i]!;
      if (s === "**" || (s === "*" && c !== "/")) next[i] = 1;
      else if ((s === "?" && c !== "/") || s === c) next[i + 1] = 1;
    }
    close(next);
    at = next;
  }
  return at[steps.length] === 1;
}

/** Letters × glob steps matched in one file at most; past it, the file's globs fail closed. */
const GLOB_WORK = 2_000_000;

/** A skill's files, by path and by every folder above them. */
interface FileIndex {
  readonly files: readonly string[];
  readonly paths: ReadonlySet<string>;
  readonly under: ReadonlyMap<string, readonly string[]>;
}

function indexOf(files: readonly string[]): FileIndex {
  const under = new Map<string, string[]>();
  for (const f of files)
    for (let i = f.indexOf("/"); i >= 0; i = f.indexOf("/", i + 1)) {
      const dir = f.slice(0, i);
      const list = under.get(dir);
      if (list) list.push(f);
      else under.set(dir, [f]);
    }
  return { files, paths: new Set(files), under };
}

/** The skill's files a mention names: the file itself, every file under a folder, or the files a glob matches. */
function namedBy(path: string, index: FileIndex, work: { left: number; hit: boolean }): readonly string[] {
  if (index.paths.has(path)) return [path];
  if (/[*?]/.test(path)) {
    const steps = globSteps(path);
    return index.files.filter((f) => globMatches(steps, f, work));
  }
  return index.under.get(path.replace(/\/$/, "")) ?? [];
}

/** A limit was met in a file: what it names past the limit is not read, so followedFiles fails closed. */
interface Limits {
  hit: boolean;
}

/** The files `text` (at `from`) names beside a word that sends the agent there (or, for a template, uses it). */
function mentionsIn(from: string, text: string, index: FileIndex, limits: Limits): string[] {
  const dir = from.includes("/") ? from.slice(0, from.lastIndexOf("/")) : "";
  const out: string[] = [];
  let globs = 0;
  let mentions = 0;
  const work = { left: GLOB_WORK, hit: false };
  for (const { token, at } of pathTokens(text)) {
    if (/[*?]/.test(token) && ++globs > MAX_GLOBS) {
      limits.hit = true;
      continue;
    }
    let named: readonly string[] = [];
    for (const base of dir === "" ? [""] : [dir, ""]) {
      const path = normalisePath(token, base);
      if (path !== undefined && path !== "" && path !== "/") named = namedBy(path, index, work);
      if (named.length > 0) break;
    }
    if (named.length === 0) continue;
    if (++mentions > MAX_MENTIONS) {
      limits.hit = true;
      break;
    }
    const line = lineAround(text, at, SPAN, token.length).replace(CODE_READS, " ");
    const sends = SENDS.test(line) || SENDS_INTL.test(line) || text[at] === "@";
    const script = OUTPUT_ORDERS.test(line);
    for (const f of named)
      if (sends || script || (isTemplate(f) && USES_TEMPLATE.test(line)))
        out.push(script && SCRIPT_FILE.test(f) ? `\0${f}` : f);
  }
  if (work.hit) limits.hit = true;
  return out;
}

/** The bare names looked up: data files and templates by file name, data folders (top level) by name. */
function bareNames(index: FileIndex): Map<string, { files: string[]; folder: boolean }> {
  const names = new Map<string, { files: string[]; folder: boolean }>();
  for (const f of index.files) {
    if (!DATA_FILE.test(f) && !isTemplate(f)) continue;
    const name = f.slice(f.lastIndexOf("/") + 1);
    const got = names.get(name);
    if (got) got.files.push(f);
    else names.set(name, { files: [f], folder: false });
  }
  for (const [dir, under] of index.under)
    if (!dir.includes("/") && DATA_FILE.test(`${dir}/`)) names.set(dir, { files: [...under], folder: true });
  return names;
}

/**
 * Files named without a folder ("open setup.md and follow it", the file being samples/setup.md) and data
 * folders named as folders ("follow the files in the `samples` folder"), beside a word that sends the agent.
 * In a script the agent obeys (`printed`), any mention of a file's name counts: it prints the file, however it
 * builds the path. One pass over the text's words; past MAX_MENTIONS of them that name something, `limits`.
 */
function bareMentions(text: string, index: FileIndex, limits: Limits, printed = false): string[] {
  const names = bareNames(index);
  const out = new Set<string>();
  if (names.size === 0) return [];
  const word = /[\w.-]+/g;
  let seen = 0;
  for (let m = word.exec(text); m !== null; m = word.exec(text)) {
    const name = m[0].replace(/\.+$/, "");
    const got = names.get(name);
    const at = m.index;
    if (
      got === undefined ||
      (!printed && /[/\\]/.test(`${text[at - 1] ?? ""}${text[at + m[0].length] ?? ""}`))
    )
      continue;
    if (++seen > MAX_MENTIONS) {
      limits.hit = true;
      break;
    }
    if (printed) {
      if (!got.folder) for (const f of got.files) out.add(f);
      continue;
    }
    const line = lineAround(text, at, SPAN, name.length);
    const cleared = line.replace(CODE_READS, " ");
    const sends = SENDS.test(cleared) || SENDS_INTL.test(cleared);
    if (got.folder) {
      const near = text.slice(Math.max(0, at - 30), at + name.length + 30);
      if (sends && /\b(?:folder|directory|dir)\b/i.test(near)) for (const f of got.files) out.add(f);
    } else for (const f of got.files) if (sends || (isTemplate(f) && USES_TEMPLATE.test(line))) out.add(f);
  }
  return [...out];
}

/**
 * The files the SKILL.md (in `texts`, path to text) sends the agent to as instructions, directly or through
 * the files it is sent to, at most MAX_DEPTH hops and MAX_READ files. Past a limit, with files still to read,
 * every data file and template is marked: the data exemptions are lost, never a followed file passed unread.
 */
export function followedFiles(texts: ReadonlyMap<string, string>): FollowedFiles {
  const files = [...texts.keys()];
  // Only a data file or a template can be marked: a skill without one (most) costs no reading at all.
  if (!files.some((f) => DATA_FILE.test(f) || isTemplate(f)))
    return { orders: new Set(), prose: new Set(), overLimit: false };
  const index = indexOf(files);
  const reached = new Set<string>();
  const queue: { path: string; depth: number; script: boolean }[] = [];
  if (texts.has("SKILL.md")) queue.push({ path: "SKILL.md", depth: 0, script: false });
  let overLimit = false;
  const limits: Limits = { hit: false };
  for (let read = 0; queue.length > 0; read++) {
    const { path, depth, script } = queue.shift()!;
    if (read >= MAX_READ) {
      overLimit = true;
      break;
    }
    const text = texts.get(path) ?? "";
    const named = script
      ? bareMentions(text, index, limits, true)
      : [...mentionsIn(path, text, index, limits), ...bareMentions(text, index, limits)];
    for (const n of named) {
      const viaOutput = n.startsWith("\0");
      const f = viaOutput ? n.slice(1) : n;
      if (f === "SKILL.md" || reached.has(f)) continue;
      reached.add(f);
      if (!viaOutput && !PROSE_FILE.test(f) && !isTemplate(f)) continue;
      if (depth + 1 >= MAX_DEPTH) overLimit = true;
      else queue.push({ path: f, depth: depth + 1, script: viaOutput });
    }
  }
  overLimit ||= limits.hit;
  const orders = new Set<string>();
  const prose = new Set<string>();
  for (const f of files) {
    const template = isTemplate(f) && !PROSE_FILE.test(f);
    if (!reached.has(f) && !(overLimit && (DATA_FILE.test(f) || template))) continue;
    if (DATA_FILE.test(f) || template) orders.add(f);
    if (template) prose.add(f);
  }
  return { orders, prose, overLimit };
}
