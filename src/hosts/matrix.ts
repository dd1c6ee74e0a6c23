import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
} from "node:fs";
import { basename, dirname, isAbsolute, join, relative, sep } from "node:path";
import { CODES } from "../diagnostics.js";
import { parseSkillFile } from "../format/parse.js";
import { loadSkills, skillRoots } from "../load.js";
import type { Profile } from "../profiles/index.js";
import { applyTrust, type TrustOption } from "../security/trust.js";
import type { Diagnostic, FailedSkill, Root, Skill, SkillSet } from "../types.js";

// doctor --as: for every SKILL.md in any host's folders, what each host does with it. The per-host
// verdict comes from loading with that host's profile; the reasons a skill is missing come from where
// it sits relative to the host's roots. See docs/HOSTS.md.

export type CellStatus = "loaded" | "shadowed" | "invisible";

export type InvisibleReason =
  | "wrong-folder"
  | "too-deep"
  | "dot-folder"
  | "name-rule"
  | "invalid-yaml"
  | "invalid"
  | "budget-cut"
  | "untrusted"
  | "disabled";

export interface MatrixCell {
  readonly host: string;
  readonly status: CellStatus;
  readonly reason?: InvisibleReason;
  /** The path the host reads the skill through (a link in its folder, or the skill itself). */
  readonly via?: string;
  /** Shadowed: the SKILL.md that wins the name. */
  readonly by?: string;
  /** What happens, in one sentence. */
  readonly detail: string;
  /** What to do about it; absent when the skill loads. */
  readonly fix?: string;
}

export interface MatrixRow {
  /** The skill's name (frontmatter, else its folder's name). */
  readonly name: string;
  /** The SKILL.md with symlinks resolved: one row per file, however many folders link to it. */
  readonly file: string;
  /** Every path the skill was found at, sorted. */
  readonly locations: readonly string[];
  readonly cells: readonly MatrixCell[];
}

export interface MatrixHost {
  readonly name: string;
  readonly title: string;
  /** The roots skillport reads for this host, highest precedence first. */
  readonly roots: readonly string[];
}

export interface HostMatrix {
  readonly hosts: readonly MatrixHost[];
  readonly rows: readonly MatrixRow[];
}

export interface MatrixOptions {
  readonly cwd: string;
  readonly home: string;
  /** Hosts to explain (profiles with host facts, or any profile). */
  readonly hosts: readonly Profile[];
  /** Every host whose folders are searched for skills (default: `hosts`). */
  readonly searchHosts?: readonly Profile[];
  readonly trust?: TrustOption;
  readonly trustStore?: string;
  readonly user?: boolean;
  readonly project?: boolean;
  readonly disabledPaths?: readonly string[];
  /** Files and links recorded by `skillport link`, to say a host reads a skill through one. */
  readonly linked?: ReadonlySet<string>;
}

/** Levels below a searched folder that are looked at for skills. */
const SEARCH_DEPTH = 8;
/** Directories visited per searched folder. */
const SEARCH_DIRS = 5_000;
/** Bytes of a SKILL.md read to learn its name. */
const NAME_HEAD_BYTES = 16 * 1024;

const YAML_CODES = new Set<string>([CODES.invalidYaml, CODES.unclosedFrontmatter, CODES.missingFrontmatter]);
const NAME_CODES = new Set<string>([CODES.invalidName, CODES.nameDirMismatch, CODES.missingName]);

/** Builds the matrix: one load per host plus a search of every host's folders. */
export async function hostMatrix(options: MatrixOptions): Promise<HostMatrix> {
  const search = options.searchHosts ?? options.hosts;
  const rootsOf = new Map<string, Root[]>();
  for (const h of new Set([...search, ...options.hosts])) {
    rootsOf.set(
      h.name,
      skillRoots({
        profile: h,
        cwd: options.cwd,
        home: options.home,
        builtins: false,
        user: options.user,
        project: options.project,
      }),
    );
  }
  const found = findSkillFiles([...new Set([...rootsOf.values()].flat().map((r) => r.path))]);
  const rows = new Map<string, { name: string; locations: Set<string> }>();
  for (const f of found) {
    const row = rows.get(f.real);
    if (row) row.locations.add(f.path);
    else rows.set(f.real, { name: nameOf(f.real), locations: new Set([f.path]) });
  }

  const verdicts = new Map<string, Map<string, MatrixCell>>();
  for (const h of options.hosts) {
    const set = await loadSkills({
      profile: h,
      cwd: options.cwd,
      home: options.home,
      builtins: false,
      user: options.user,
      project: options.project,
      disabledPaths: options.disabledPaths,
      trust: "all",
      cache: false,
    });
    const cells = await hostCells(h, set, rootsOf.get(h.name) ?? [], options);
    for (const [real, cell] of cells) {
      if (!rows.has(real)) {
        const s = cell.via ?? real;
        rows.set(real, { name: nameOf(real), locations: new Set([s]) });
      }
    }
    verdicts.set(h.name, cells);
  }

  const out: MatrixRow[] = [];
  for (const [real, row] of rows) {
    const locations = [...row.locations].sort();
    const cells = options.hosts.map(
      (h) =>
        verdicts.get(h.name)?.get(real) ??
        missingCell(h, rootsOf.get(h.name) ?? [], locations, options.cwd, options.home),
    );
    out.push({ name: row.name, file: real, locations, cells });
  }
  out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.file < b.file ? -1 : 1));
  return {
    hosts: options.hosts.map((h) => ({
      name: h.name,
      title: h.host?.title ?? h.description,
      roots: (rootsOf.get(h.name) ?? []).map((r) => r.path),
    })),
    rows: out,
  };
}

/** The cells of every skill the host's own load found: loaded, shadowed, failed, cut or untrusted. */
async function hostCells(
  h: Profile,
  set: SkillSet,
  roots: readonly Root[],
  options: MatrixOptions,
): Promise<Map<string, MatrixCell>> {
  const cells = new Map<string, MatrixCell>();
  const real = (p: string): string => realOr(p);
  const untrusted = new Set(
    applyTrust(roots, { trust: options.trust ?? "store", storePath: options.trustStore }).untrusted.map(
      (r) => r.path,
    ),
  );
  const { winners, losers } = hostPrecedence(h, set);
  const { planCatalog } = await import("../catalog/plan.js");
  const plan = planCatalog({ ...set, skills: winners }, { profile: h, budget: h.host?.budgetChars });
  const cut = new Map(
    plan.entries
      .filter((e) => e.status === "dropped" || e.status === "name-only")
      .map((e) => [e.name, e.status]),
  );
  const via = (s: Skill | FailedSkill): string | undefined =>
    options.linked?.has(s.directory) ? `${s.location} (linked)` : s.location;

  for (const s of winners) {
    const key = real(s.filePath);
    if (untrusted.has(s.root.path)) {
      cells.set(key, untrustedCell(h, s));
      continue;
    }
    const c = cut.get(s.name);
    cells.set(
      key,
      c !== undefined
        ? budgetCutCell(h, c, via(s))
        : { host: h.name, status: "loaded", via: via(s), detail: `Loads from ${via(s)}.` },
    );
  }
  const winnerOf = new Map(winners.map((s) => [s.name, s]));
  for (const s of losers) {
    const key = real(s.filePath);
    if (cells.has(key)) continue; // the same file reached through a second folder
    const w = winnerOf.get(s.name);
    cells.set(key, {
      host: h.name,
      status: "shadowed",
      via: via(s),
      by: w?.location,
      detail: `Shadowed: ${w ? w.location : "another skill"} has the same name and wins in ${h.name}.`,
      fix: "Rename one of the two skills, or remove the copy you do not want.",
    });
  }
  for (const f of set.failed) {
    const key = real(f.location);
    if (cells.has(key)) continue;
    cells.set(key, failedCell(h, f));
  }
  for (const d of set.diagnostics) {
    if (d.code !== CODES.disabled || d.path === undefined) continue;
    const file = d.path.endsWith("SKILL.md") ? d.path : join(d.path, "SKILL.md");
    const key = real(file);
    if (cells.has(key)) continue;
    cells.set(key, {
      host: h.name,
      status: "invisible",
      reason: "disabled",
      via: file,
      detail: "Disabled in skillport's config (disabledPaths).",
      fix: "Remove the path from disabledPaths in skillport's config.json.",
    });
  }
  return cells;
}

/** A skill that loads but whose catalog entry the host's budget cut (`dropped`) or cut to its name. */
function budgetCutCell(h: Profile, cut: string, via: string | undefined): MatrixCell {
  return {
    host: h.name,
    status: "invisible",
    reason: "budget-cut",
    via,
    detail:
      cut === "dropped"
        ? "Loads, but the skill list is over the host's budget and this entry was dropped."
        : "Loads, but the skill list is over the host's budget: the model sees its name without the description.",
    fix: `Shorten long descriptions, or set disable-model-invocation: true on rarely used skills (budget: ${h.host?.budget ?? "skillport's default"}).`,
  };
}

/** Winners and losers under the host's own rule when it lets user skills beat project skills. */
function hostPrecedence(h: Profile, set: SkillSet): { winners: Skill[]; losers: Skill[] } {
  if (h.host?.userFirst !== true) return { winners: [...set.skills], losers: [...set.shadowed] };
  const byName = new Map<string, Skill[]>();
  for (const s of [...set.skills, ...set.shadowed]) byName.set(s.name, [...(byName.get(s.name) ?? []), s]);
  const winners: Skill[] = [];
  const losers: Skill[] = [];
  for (const s of set.skills) {
    const all = byName.get(s.name) ?? [s];
    const user = all.find((x) => x.scope === "user");
    const w = user ?? s;
    winners.push(w);
    losers.push(...all.filter((x) => x !== w));
  }
  return { winners, losers };
}

function untrustedCell(h: Profile, s: Skill): MatrixCell {
  const project = s.root.projectDir ?? dirname(dirname(s.root.path));
  return {
    host: h.name,
    status: "invisible",
    reason: "untrusted",
    via: s.location,
    detail: `The project ${project} is not trusted, so skillport serves none of its skills as ${h.name}.${
      h.host && h.host.trust !== "undocumented" ? ` ${h.host.title}: ${h.host.trust}` : ""
    }`,
    fix: `skillport trust ${project} (or --trust for one run)`,
  };
}

function failedCell(h: Profile, f: FailedSkill): MatrixCell {
  const errors = f.diagnostics.filter((d) => d.severity === "error");
  const first: Diagnostic | undefined = errors[0] ?? f.diagnostics[0];
  const yaml = errors.some((d) => YAML_CODES.has(d.code));
  const name = errors.some((d) => NAME_CODES.has(d.code));
  const reason: InvisibleReason = yaml ? "invalid-yaml" : name ? "name-rule" : "invalid";
  const hostNote =
    reason === "invalid-yaml" && h.host && h.host.invalidYaml !== "undocumented"
      ? ` (${h.host.title}: ${h.host.invalidYaml})`
      : reason === "name-rule" && h.host
        ? ` (${h.host.title} names: ${h.host.nameRule})`
        : "";
  return {
    host: h.name,
    status: "invisible",
    reason,
    via: f.location,
    detail: `Does not load: ${first?.message ?? "it failed validation"}${hostNote}`,
    fix:
      reason === "name-rule"
        ? `Rename the skill (frontmatter name and folder) to lowercase letters, digits and single hyphens; check with skillport validate ${f.directory}`
        : `Fix the frontmatter; skillport validate ${f.directory} shows every problem.`,
  };
}

/** Why a host that did not load a skill misses it: where the skill sits against the host's roots. */
function missingCell(
  h: Profile,
  roots: readonly Root[],
  locations: readonly string[],
  cwd: string,
  home: string,
): MatrixCell {
  for (const loc of locations) {
    for (const r of roots) {
      const rel = relative(r.path, dirname(loc));
      if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) continue;
      const segs = rel.split(sep);
      const dot = segs.find((s) => s.startsWith(".") || s === "node_modules");
      if (dot !== undefined) {
        return {
          host: h.name,
          status: "invisible",
          reason: "dot-folder",
          via: loc,
          detail: `Sits below ${join(r.path, ...segs.slice(0, segs.indexOf(dot) + 1))}: folders starting with a dot (and node_modules) are skipped${
            h.host?.dotFolders === "skipped" ? ` (documented for ${h.host.title})` : ""
          }.`,
          fix: `Move the skill out of ${dot}, directly under ${r.path}.`,
        };
      }
      if (segs.length > r.depth) {
        const hostDepth = h.host?.depth;
        return {
          host: h.name,
          status: "invisible",
          reason: "too-deep",
          via: loc,
          detail: `${segs.length} levels below ${r.path}; ${h.host?.title ?? h.name} reads ${r.depth} level${r.depth === 1 ? "" : "s"}${
            hostDepth === "undocumented"
              ? " (its depth is undocumented; skillport assumes the documented layout)"
              : ""
          }.`,
          fix: `Move the skill folder directly under ${r.path} (skillport itself can read deeper with --depth ${segs.length}, the host cannot).`,
        };
      }
    }
  }
  const canonical = locations.some((l) => isCanonical(l, cwd, home));
  const first = h.host ? (h.host.projectFolders[0] ?? h.host.userFolders[0]) : undefined;
  return {
    host: h.name,
    status: "invisible",
    reason: "wrong-folder",
    via: locations[0],
    detail: `Not in a folder ${h.host?.title ?? h.name} reads (${roots.map((r) => tilde(r.path, home)).join(", ") || "none"}).`,
    fix: canonical
      ? `skillport link --host ${h.name}`
      : // A host that reads .agents/skills itself needs the move only: `link` has nothing to do for it.
        roots.some((r) => r.path.endsWith(`${sep}.agents${sep}skills`))
        ? `Move it to .agents/skills (${h.host?.title ?? h.name} reads that folder itself).`
        : `Move it to .agents/skills and run skillport link --host ${h.name}${first ? `, or copy it into ${first}` : ""}.`,
  };
}

/** True for a skill in a canonical `.agents/skills` folder (the source `skillport link` links from). */
function isCanonical(file: string, cwd: string, home: string): boolean {
  const marker = `${sep}.agents${sep}skills${sep}`;
  const i = file.lastIndexOf(marker);
  if (i < 0) return false;
  const base = file.slice(0, i);
  return base === home || cwd === base || cwd.startsWith(base + sep);
}

const tilde = (p: string, home: string): string =>
  p === home ? "~" : p.startsWith(home + sep) ? `~${p.slice(home.length)}` : p;

function realOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** The skill's name from the head of its SKILL.md (lenient), else its folder's name. */
function nameOf(file: string): string {
  let fd: number | undefined;
  try {
    // Non-blocking: a FIFO named SKILL.md must not hang doctor.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    if (!fstatSync(fd).isFile()) return basename(dirname(file));
    const buf = Buffer.alloc(NAME_HEAD_BYTES);
    const n = readSync(fd, buf, 0, NAME_HEAD_BYTES, 0);
    const parsed = parseSkillFile(buf.subarray(0, n).toString("utf8"), { mode: "lenient", path: file });
    return parsed.name ?? basename(dirname(file));
  } catch {
    return basename(dirname(file));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

interface Found {
  readonly path: string;
  readonly real: string;
}

/**
 * Every SKILL.md below the folders, dot-folders included (hosts skip them; the matrix says so), at most
 * SEARCH_DEPTH levels and SEARCH_DIRS directories a folder, symlinks followed once each. Nothing below a
 * skill folder is searched: its SKILL.md files are resources, as every host treats them.
 */
export function findSkillFiles(folders: readonly string[]): Found[] {
  const out: Found[] = [];
  for (const folder of folders) {
    const seen = new Set<string>();
    let visited = 0;
    const stack: { dir: string; depth: number }[] = [{ dir: folder, depth: 0 }];
    while (stack.length > 0 && visited < SEARCH_DIRS) {
      const { dir, depth } = stack.pop()!;
      let real: string;
      try {
        real = realpathSync(dir);
        if (!statSync(real).isDirectory()) continue;
      } catch {
        continue;
      }
      if (seen.has(real)) continue;
      seen.add(real);
      visited++;
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      if (depth > 0 && names.includes("SKILL.md")) {
        const file = join(dir, "SKILL.md");
        try {
          if (statSync(file).isFile()) out.push({ path: file, real: realpathSync(file) });
        } catch {
          // a dangling SKILL.md link is not a skill
        }
        continue;
      }
      if (depth >= SEARCH_DEPTH) continue;
      for (const n of names.sort().reverse()) {
        if (n === ".git" || n === "node_modules") continue;
        const child = join(dir, n);
        try {
          const st = lstatSync(child);
          if (st.isDirectory() || st.isSymbolicLink()) stack.push({ dir: child, depth: depth + 1 });
        } catch {
          // vanished: nothing to report
        }
      }
    }
  }
  return out;
}
