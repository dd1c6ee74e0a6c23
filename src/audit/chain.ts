// Attacks are chains: fetch → run, collect → send, decode → run, hide → act, persist → beacon, write
// the agent's config → widen its permissions. Each per-file rule sees one step, and a step alone is
// often what benign skills do too (a download, a POST, a cron line), so it is medium, low or nothing.
// This pass runs once per skill, after every per-file rule: it gathers the steps (other rules'
// findings, and the never-shown signals of detectors/chain-signals.ts, both by rule id) from every
// file, and a skill that holds the parts of one chain gets a high finding naming each part and where
// it is. The chains are defined by technique: steps that a benign skill has no reason to combine.
import { inVendoredModule } from "./bundle.js";
import { dropLine, ownTunnel } from "./chain-drops.js";
import { linksOf, TEST_PATH } from "./chain-links.js";
import { blockEnd } from "./detectors/chain-evidence.js";
import { RUN } from "./detectors/chain-signals.js";
import { decodedShown } from "./detectors/decoded-shown.js";
import { officialInstaller } from "./detectors/installers.js";
import type { AuditSkillView, SkillHit } from "./rule-types.js";
import { eachMatch } from "./text.js";
import type { AuditFinding } from "./types.js";

/** One step of an attack. */
export type Part =
  | "fetch"
  | "run"
  | "blob"
  | "decoded-url"
  | "secret"
  | "env"
  | "secret-env"
  | "send"
  | "request"
  | "secret-elsewhere"
  | "untrusted-send"
  | "named-drop"
  | "hide"
  | "wipe"
  | "persist"
  | "beacon"
  | "agent-write"
  | "widen"
  | "foreign-fetch"
  | "trigger"
  | "trigger-who"
  | "secret-read-flow"
  | "secret-sent-flow"
  | "trigger-ci"
  | "quiet-run"
  | "no-ask-run"
  | "quiet-target"
  | "no-ask-target";

/**
 * Findings that are one step of a chain, by rule id: the seam with the per-file rules (a new medium or
 * low rule that is one step of an attack gets its row here) and with the signals.
 */
export const PART_OF_RULE: Readonly<Record<string, Part>> = {
  "pipe-to-shell": "fetch",
  // Round 29: a pipe in a skill's script from an outside host is raised to this row; it is still the chains' fetch.
  "pipe-to-shell-ordered": "fetch",
  "download-execute": "fetch",
  "remote-instructions": "fetch",
  "encoded-blob": "blob",
  "exfil-host": "named-drop",
  "ip-address-url": "named-drop",
  "credential-path-read": "secret",
  "hidden-comment-instruction": "hide",
  "agent-config-write": "agent-write",
  "agent-permission-flag": "widen",
  "signal-send": "send",
  "signal-untrusted-send": "untrusted-send",
  "signal-env-read": "env",
  "signal-env-dump": "secret",
  "signal-secret-env": "secret-env",
  "signal-hide": "hide",
  "signal-wipe": "wipe",
  "signal-persist": "persist",
  "signal-decoded-url": "decoded-url",
  "signal-request": "request",
  "signal-secret-elsewhere": "secret-elsewhere",
  "signal-trigger": "trigger",
  "signal-trigger-who": "trigger-who",
  "signal-secret-read-flow": "secret-read-flow",
  "signal-secret-sent-flow": "secret-sent-flow",
  "signal-trigger-ci": "trigger-ci",
  "signal-credential-parts": "secret",
  "signal-secret-file-upload": "secret",
  "signal-quiet-run": "quiet-run",
  "signal-no-ask-run": "no-ask-run",
};

/** What each step does, as a finding's why names it. */
const SAYS: Readonly<Record<Part, string>> = {
  fetch: "fetches code or instructions",
  run: "runs text as code",
  blob: "carries an encoded blob",
  "decoded-url": "hides a URL in an encoding",
  secret: "reads credentials",
  env: "reads the environment or a .env file",
  "secret-env": "reads a secret from the environment",
  send: "sends data out",
  request: "makes a request",
  "secret-elsewhere": "sends a service's secret to another host",
  "untrusted-send": "sends data to a drop (paste, tunnel, raw IP, plain http)",
  "named-drop": "names a drop for data (paste, webhook, tunnel, raw IP)",
  hide: "hides what it does",
  wipe: "wipes its traces",
  persist: "installs something that runs again later",
  beacon: "what it installs fetches code or sends data",
  "agent-write": "writes the agent's own config",
  widen: "runs an agent with its permission prompts off",
  "foreign-fetch": "pipes an installer from a host no vendor ships one from into a shell",
  trigger: "runs a block only after a fixed date or outside a virtual machine or debugger",
  "trigger-who": "runs a block only on one named host or for one named user",
  "secret-read-flow": "reads a service's secret from the environment into a name",
  "secret-sent-flow": "sends that name to another host in a body or query",
  "trigger-ci": "runs a block only outside CI (where it is not watched)",
  "quiet-run": "tells the agent to run a script quietly or in a hidden comment",
  "no-ask-run": "tells the agent to run a script without asking",
  "quiet-target": "that script reaches out (fetches, sends, reads secrets, persists or hides)",
  "no-ask-target": "that script sends to a drop, reads secrets or hides",
};

/**
 * A chain: every group must be present, each by one of its parts (all in one file when `sameFile`, and
 * at most `withinLines` lines after or before the first when that is set).
 */
export interface ChainSpec {
  readonly name: string;
  readonly needs: readonly (readonly Part[])[];
  readonly sameFile?: boolean;
  readonly withinLines?: number;
  /** Steps in one file within `withinLines`, or in two linked files that are not both pages of prose. */
  readonly codeAcross?: boolean;
  /** Every later step inside the block the first step's condition opens (a trigger and its payload). */
  readonly inBlock?: boolean;
  /** In one page of prose, steps at most this many lines apart: a reference page's one-liners are separate examples. */
  readonly proseWithin?: number;
}

interface Step {
  readonly part: Part;
  readonly file: string;
  readonly line: number;
  readonly text: string;
  /** A trigger: the last line of the block its condition opens. */
  readonly end?: number;
}

/** Parts that open a block (a condition) whose body the `inBlock` chains read. */
const OPENS_BLOCK: ReadonlySet<Part> = new Set(["trigger", "trigger-who", "trigger-ci"]);

/** Steps found in the files another step names (what a job or an instruction runs): linked by that name. */
const REACHED: ReadonlySet<Part> = new Set(["beacon", "quiet-target", "no-ask-target"]);

/** A file about a container made for the agent: permissions off stay inside it. */
const CONTAINER = /\bdev-?containers?\b|\bDockerfile\b|\b(?:docker|podman)\s+(?:run|exec|compose)\b/i;

/** An agent's settings or tool-server config, as `agent-config-write` matches it. */
const SETTINGS =
  /settings[\w.-]{0,20}\.json|config\.toml|mcp\.json|claude_desktop_config|\.continue\/config|\.aider\.conf|\.claude\.json/i;

const URLS = /\bhttps?:\/\/[^\s"'\x60|)]{1,500}/gi;
/** A host's name (`…/x.sh` names none; a reserved example name is an ordinary host). */
const NAMED_HOST = /^https?:\/\/[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}(?:[:/?#]|$)/i;
/** A download piped to a shell whose every URL is on a named host that ships no vendor's installer (installers.ts). */
const foreignInstaller = (match: string): boolean => {
  const urls = match.match(URLS) ?? [];
  return urls.length > 0 && urls.every((u) => NAMED_HOST.test(u)) && !urls.some(officialInstaller);
};

const PROSE = /\.(?:md|markdown|mdx|txt|rst)$/i;
/** A placeholder in a URL (`bot<TOKEN>`, `YOUR/WEBHOOK/URL`): documentation of an endpoint, not one. */
const PLACEHOLDER = /<[\w-]{1,40}>|\bYOUR[_/-]|XXXX|\{\{/i;
/**
 * A chat webhook or bot whose key is a variable (`bot${BOT_TOKEN}`, `webhooks/{ID}/{TOKEN}`): the user's own
 * bot or channel, configured at run time; an attacker's drop carries its key written out.
 */
const OWN_CHAT_ENDPOINT =
  /(?:api\.telegram\.org\/bot|hooks\.slack\.com\/services\/|discord(?:app)?\.com\/api\/webhooks\/|webhook\.office\.com\/)(?:\$\{?|\{|%s|%\(|["'`]\s*\+|\$\()/i;

/** A `.env` in a config folder named after the skill (`~/.config/chaos-lab/.env` of `name: chaos-lab`). */
function ownConfigOf(skillMd: string | undefined): ((line: string) => boolean) | undefined {
  const name = /^name:\s*["']?([\w.-]{3,64})["']?\s*$/m.exec(skillMd?.slice(0, 2000) ?? "")?.[1];
  if (name === undefined) return undefined;
  const lower = name.toLowerCase();
  let own: RegExp | undefined;
  // Built on first need, past a name check: one expression per skill, compiled afresh each time, cost
  // ~3% of a corpus pass, and a line without the name (ASCII, matched case-blind) cannot match it.
  return (line) => {
    if (!line.toLowerCase().includes(lower)) return false;
    own ??= new RegExp(
      String.raw`(?:\.config[/\\]|(?:~|\$HOME|\$\{HOME\}|expanduser\(\s*["']~)[/\\]\.)${name.replace(/[.]/g, "\\.")}[/\\](?:[\w.-]{1,60}[/\\])?\.env\b`,
      "i",
    );
    return own.test(line);
  };
}

/** Whether a finding is not a step after all, given the file it is in. */
function notAStep(
  part: Part,
  f: AuditFinding,
  fileText: string | undefined,
  files: AuditSkillView["files"],
  own?: (line: string) => boolean,
): boolean {
  if (TEST_PATH.test(f.file)) return true;
  // A blob the skill prints decoded ("This decodes to: …"): nothing is hidden (decoded-shown.ts).
  if (part === "blob" && fileText !== undefined && decodedShown(files, lineAt(fileText, f.line))) return true;
  // The skill's own settings file (`~/.config/<its name>/.env`): its own key, read to call its own API.
  if (part === "env" && own !== undefined && own(fileText ? lineAt(fileText, f.line) : f.match)) return true;
  // A bundled dependency's code (an HTTP client's POST default) is not the skill's own step.
  if (fileText !== undefined && inVendoredModule(fileText, f.line)) return true;
  if (part === "widen") return CONTAINER.test(fileText ?? f.match);
  // Permissions are widened in settings and tool configs; instruction files (CLAUDE.md) are notes.
  if (part === "agent-write") return !SETTINGS.test(f.match);
  if (part === "named-drop") {
    const line = fileText ? dropLine(fileText, f.line, f.match) : f.match;
    return (
      PLACEHOLDER.test(line) ||
      OWN_CHAT_ENDPOINT.test(line) ||
      (fileText !== undefined && ownTunnel(fileText, line))
    );
  }
  // `ssh -i ~/.ssh/key` uses a key to log in; it does not read it out.
  if (part === "secret") return /\s-i\s+["']?\S{0,40}\.ssh\b/.test(f.match);
  return false;
}

/** Steps kept per part: the chains read the first ones. */
const MAX_STEPS = 16;

/** The steps of a skill, by part: its findings and signals that PART_OF_RULE maps, then beacons. */
function stepsOf(skill: AuditSkillView): Map<Part, Step[]> {
  const all = new Map<Part, Step[]>();
  const add = (s: Step) => {
    const list = all.get(s.part) ?? [];
    if (list.length < MAX_STEPS) list.push(s);
    all.set(s.part, list);
  };
  const full = (part: Part) => (all.get(part)?.length ?? 0) >= MAX_STEPS;
  const text = new Map(skill.files.map((f) => [f.path, f.text]));
  const own = ownConfigOf(text.get("SKILL.md"));
  for (const f of [...skill.findings, ...skill.signals]) {
    const part = PART_OF_RULE[f.rule];
    // What add would drop is not read (a blob's check reads every file: 1,000 files of blobs took 19 s).
    const pipe = f.rule === "pipe-to-shell" || f.rule === "pipe-to-shell-ordered";
    if (part && full(part) && (!pipe || full("foreign-fetch"))) continue;
    if (part && !notAStep(part, f, text.get(f.file), skill.files, own)) {
      add({
        part,
        file: f.file,
        line: f.line,
        text: f.match,
        ...(OPENS_BLOCK.has(part) ? { end: blockEnd(text.get(f.file) ?? "", f.line) } : {}),
      });
      if (pipe && foreignInstaller(f.match))
        add({ part: "foreign-fetch", file: f.file, line: f.line, text: f.match });
    }
  }
  for (const s of all.get("persist") ?? [])
    for (const b of reachedFrom(s, skill, all, BEACON_PARTS, "beacon")) add(b);
  // What SKILL.md tells the agent to run quietly (or without asking): the steps of that script.
  for (const s of all.get("quiet-run") ?? [])
    for (const b of reachedFrom(s, skill, all, QUIET_TARGETS, "quiet-target")) add(b);
  for (const s of all.get("no-ask-run") ?? [])
    for (const b of reachedFrom(s, skill, all, NO_ASK_TARGETS, "no-ask-target")) add(b);
  // Text run as code is everywhere; it is a step only after a blob, a hidden URL or a hidden file (rare).
  if (all.has("blob") || all.has("decoded-url") || all.has("hide")) for (const r of runsOf(skill)) add(r);
  return all;
}

/** The first lines of each file that run text as code (eval, exec, sh -c, a pipe into a shell). */
function runsOf(skill: AuditSkillView): Step[] {
  const out: Step[] = [];
  for (const f of skill.files) {
    let line = 1;
    for (const text of f.text.split("\n")) {
      let hit = false;
      eachMatch(RUN, text, () => {
        hit = true;
      });
      if (hit && !inVendoredModule(f.text, line)) {
        out.push({ part: "run", file: f.path, line, text: text.slice(0, 120) });
        break;
      }
      line++;
    }
  }
  return out;
}

/**
 * What a beacon is: a step that reaches out, in a file the persistence runs. A token read from the environment is
 * how every scheduled API job logs in: it counts when it leaves (a send), not alone.
 */
const BEACON_PARTS: ReadonlySet<Part> = new Set(["fetch", "send", "untrusted-send", "secret", "blob"]);

/** What a script run quietly may not do: reach out at all. */
const QUIET_TARGETS: ReadonlySet<Part> = new Set([
  "fetch",
  "send",
  "untrusted-send",
  "named-drop",
  "secret",
  "env",
  "persist",
  "blob",
  "decoded-url",
  "hide",
  "wipe",
]);

/** Run without asking is how installers, formatters and hook setups are run too: only a drop, secrets or hiding. */
const NO_ASK_TARGETS: ReadonlySet<Part> = new Set([
  "untrusted-send",
  "named-drop",
  "secret",
  "env",
  "blob",
  "decoded-url",
  "hide",
  "wipe",
]);

/** Line `line` (1-based) of `text`, at most 2 000 characters of it. */
function lineAt(text: string, line: number): string {
  let from = 0;
  for (let k = 1; k < line && from !== -1; k++) from = text.indexOf("\n", from) + 1 || -1;
  if (from === -1) return "";
  const to = text.indexOf("\n", from);
  return text.slice(from, Math.min(to === -1 ? text.length : to, from + 2000));
}

/**
 * The files a step's line runs or names (by file name: a persistence line, an instruction to run a
 * script), and the files those name in turn (a unit file naming its script): their steps of `parts`,
 * as part `as`.
 */
function reachedFrom(
  from: Step,
  skill: AuditSkillView,
  all: Map<Part, Step[]>,
  parts: ReadonlySet<Part>,
  as: Part,
): Step[] {
  const named = (text: string) =>
    skill.files.filter((f) => {
      const base = f.path.split("/").pop()!;
      return base.length >= 4 && base !== "SKILL.md" && text.includes(base);
    });
  const own = skill.files.find((f) => f.path === from.file);
  const first = named(own ? lineAt(own.text, from.line) : from.text);
  const reached = new Set([...first, ...first.flatMap((f) => named(f.text))].map((f) => f.path));
  const out: Step[] = [];
  for (const [part, list] of all)
    if (parts.has(part))
      // A job copying files to the user's own host with rsync or scp is a backup, not a beacon; one posting to the
      // user's own chat bot or channel (its key a variable) is a notification.
      for (const s of list)
        if (
          reached.has(s.file) &&
          !(part === "send" && (/\b(?:rsync|scp)\b/.test(s.text) || OWN_CHAT_ENDPOINT.test(s.text)))
        )
          out.push({ ...s, part: as });
  return out;
}

const stepsMemo = new WeakMap<AuditSkillView, Map<Part, Step[]>>();

/**
 * The first chain of `specs` the skill holds: at the first step of its last group, with a why that
 * names each step and where it is (file:line).
 */
export function chainHits(skill: AuditSkillView, specs: readonly ChainSpec[], why: string): SkillHit[] {
  let steps = stepsMemo.get(skill);
  if (!steps) {
    steps = stepsOf(skill);
    stepsMemo.set(skill, steps);
  }
  for (const spec of specs) {
    const found = findChain(steps, spec, linksMemo(skill));
    if (!found) continue;
    const parts = found.map((s) => `${SAYS[s.part]} (${s.file}:${s.line})`);
    const last = found[found.length - 1]!;
    return [{ file: last.file, line: last.line, match: last.text, why: `${why}: ${parts.join(" → ")}` }];
  }
  return [];
}

const linkMemo = new WeakMap<AuditSkillView, (a: string, b: string) => boolean>();
function linksMemo(skill: AuditSkillView): (a: string, b: string) => boolean {
  let links = linkMemo.get(skill);
  if (!links) {
    links = linksOf(skill);
    linkMemo.set(skill, links);
  }
  return links;
}

/**
 * One step per group of `spec`, in one file when it asks, otherwise in files the first step's file is
 * linked with (chain-links.ts); undefined when a group has none.
 */
function findChain(
  steps: Map<Part, Step[]>,
  spec: ChainSpec,
  related: (a: string, b: string) => boolean,
): Step[] | undefined {
  const groups = spec.needs.map((group) => group.flatMap((p) => steps.get(p) ?? []));
  // A beacon or a script's step is linked to what runs it already (reachedFrom follows the files it names).
  const joins = (a: Step, b: Step) =>
    spec.inBlock
      ? a.file === b.file && b.line >= a.line && b.line <= (a.end ?? a.line)
      : a.file === b.file
        ? (spec.withinLines === undefined || Math.abs(a.line - b.line) <= spec.withinLines) &&
          (spec.proseWithin === undefined ||
            !PROSE.test(a.file) ||
            Math.abs(a.line - b.line) <= spec.proseWithin)
        : !spec.sameFile &&
          (REACHED.has(b.part) ||
            (related(a.file, b.file) && (!spec.codeAcross || !(PROSE.test(a.file) && PROSE.test(b.file)))));
  for (const s of groups[0] ?? []) {
    const rest = groups.slice(1).map((g) => g.find((x) => joins(s, x)));
    if (rest.every((x) => x !== undefined)) return [s, ...(rest as Step[])];
  }
  return undefined;
}
