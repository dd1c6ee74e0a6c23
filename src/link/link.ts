import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { SkillportError } from "../errors.js";
import { findSkillFiles } from "../hosts/matrix.js";
import type { Profile } from "../profiles/index.js";
import { isWithin } from "../util/paths.js";
import { CopyRaceError, copyPlanned, planCopy } from "./copy.js";
import {
  type LinkKind,
  type LinkRecord,
  type Manifest,
  manifestPath,
  readManifest,
  writeManifest,
} from "./manifest.js";

// `skillport link`: makes the skills of the canonical `.agents/skills` visible in the folders of hosts
// that do not read it, with relative symlinks (or copies), recorded in the manifest. Never replaces
// anything that is already there, never writes through a folder that leads out of the base directory.

export type LinkScope = "project" | "user";

export interface LinkOptions {
  /** The project directory (project scope) or the home directory (user scope). */
  readonly base: string;
  readonly scope: LinkScope;
  readonly hosts: readonly Profile[];
  /** Copy instead of symlinking. */
  readonly copy?: boolean;
  readonly dryRun?: boolean;
}

export type LinkActionKind =
  | "create"
  | "unchanged"
  | "skip-exists"
  | "skip-name-clash"
  | "skip-reads-canonical"
  | "skip-no-folder"
  | "refused-unsafe"
  | "remove"
  | "skip-changed"
  | "skip-missing";

export interface LinkAction {
  readonly host: string;
  readonly action: LinkActionKind;
  /** The link path (absolute); for host-level actions, the host's folder. */
  readonly path: string;
  /** The canonical skill folder (absolute). */
  readonly source?: string;
  readonly kind?: LinkKind;
  readonly detail: string;
}

export interface LinkResult {
  readonly canonical: string;
  readonly actions: readonly LinkAction[];
  readonly manifest: string;
}

export class LinkError extends SkillportError<"link-refused"> {
  constructor(message: string) {
    super("link-refused", message);
    this.name = "LinkError";
  }
}

/** The canonical skills folder of a base directory. */
export const canonicalFolder = (base: string): string => join(base, ".agents", "skills");

/** Symlinks are the default; where the platform makes them unreliable, copies are made instead. */
export const symlinksUnsafe = (): boolean => process.platform === "win32";

const posix = (p: string): string => p.split(sep).join("/");

/** The host's folder for the scope, absolute; undefined when it has none there. */
function hostFolder(h: Profile, scope: LinkScope, base: string): string | undefined {
  const facts = h.host;
  if (!facts) return undefined;
  const folders =
    scope === "user" ? facts.userFolders.map((f) => f.replace(/^~\//, "")) : facts.projectFolders;
  const first = folders[0];
  return first === undefined ? undefined : join(base, ...first.split("/"));
}

function readsCanonical(h: Profile, scope: LinkScope): boolean {
  const facts = h.host;
  if (!facts) return false;
  return scope === "user"
    ? facts.userFolders.includes("~/.agents/skills")
    : facts.projectFolders.includes(".agents/skills");
}

/**
 * Refuses a target whose existing folders lead outside the base directory through a symlink (a
 * `.claude` that links to `/etc` must not receive links). Returns the reason, or undefined when safe.
 */
export function unsafeTarget(base: string, target: string): string | undefined {
  let realBase: string;
  try {
    realBase = realpathSync(base);
  } catch {
    return `${base} does not exist`;
  }
  const rel = relative(base, target);
  if (rel.startsWith("..") || rel === "") return `${target} is not inside ${base}`;
  let dir = base;
  for (const seg of rel.split(sep)) {
    dir = join(dir, seg);
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(dir);
    } catch {
      return undefined; // the rest does not exist yet: mkdir creates plain folders
    }
    if (st.isSymbolicLink() || st.isDirectory()) {
      let real: string;
      try {
        real = realpathSync(dir);
      } catch {
        return `${dir} is a dangling symlink`;
      }
      if (!isWithin(realBase, real)) return `${dir} leads to ${real}, outside ${realBase}`;
      if (!statSync(real).isDirectory()) return `${dir} is not a folder`;
    } else if (dir !== target) {
      return `${dir} is not a folder`;
    }
  }
  return undefined;
}

/** Skill folders of the canonical folder (dot-folders left out: no host reads them). */
function canonicalSkills(canonical: string): string[] {
  return findSkillFiles([canonical])
    .map((f) => dirname(f.path))
    .filter(
      (d) =>
        !relative(canonical, d)
          .split(sep)
          .some((s) => s.startsWith(".")),
    )
    .sort();
}

/** A digest of a folder tree (paths, file bytes, link texts), to tell an untouched copy. */
async function treeDigest(dir: string): Promise<string> {
  const { createHash } = await import("node:crypto");
  const hash = createHash("sha256");
  const walk = (d: string, rel: string): void => {
    for (const n of readdirSync(d).sort()) {
      const p = join(d, n);
      const r = rel === "" ? n : `${rel}/${n}`;
      const st = lstatSync(p);
      if (st.isSymbolicLink()) hash.update(`L\0${r}\0${readlinkSync(p)}\0`);
      else if (st.isDirectory()) {
        hash.update(`D\0${r}\0`);
        walk(p, r);
      } else if (st.isFile()) hash.update(`F\0${r}\0${st.size}\0`).update(readFileSync(p));
    }
  };
  walk(dir, "");
  return hash.digest("hex");
}

/** Runs `fn` holding the manifest's lock file, so two link runs never lose each other's records. */
async function withLock<T>(base: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${manifestPath(base)}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      try {
        // A lock older than a minute was left by a process that died.
        if (Date.now() - lstatSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
      } catch {
        // gone already
      }
      if (Date.now() > deadline) throw new LinkError(`${lock} is held by another skillport; try again.`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The manifest (and its lock) live in `<base>/.agents`. In a project that folder must be the
 * project's own: a repository shipping `.agents -> ../../../.agents` would have link and unlink
 * write the user's home manifest through it (and read records that were never made for the project).
 */
function refuseManifestOutside(base: string): void {
  const unsafe = unsafeTarget(base, dirname(manifestPath(base)));
  if (unsafe !== undefined) {
    throw new LinkError(
      `${unsafe}: skillport keeps a project's link records in its own .agents folder and will not write them elsewhere. Make .agents a folder of the project (link .agents/skills instead).`,
    );
  }
}

/** Plans (and unless dry-run, makes) the links of every host, and records them. */
export async function linkSkills(options: LinkOptions): Promise<LinkResult> {
  const base = options.base;
  if (options.scope === "project") refuseManifestOutside(base);
  const canonical = canonicalFolder(base);
  const run = async (): Promise<LinkResult> => {
    const manifest = readManifest(base);
    const records = [...manifest.links];
    const actions: LinkAction[] = [];
    const skills = canonicalSkills(canonical);
    const useCopy = options.copy === true || symlinksUnsafe();
    for (const h of options.hosts) {
      const folder = hostFolder(h, options.scope, base);
      if (readsCanonical(h, options.scope)) {
        actions.push({
          host: h.name,
          action: "skip-reads-canonical",
          path: canonical,
          detail: `${h.host?.title ?? h.name} already reads ${posix(relative(base, canonical)) || canonical}.`,
        });
        continue;
      }
      if (folder === undefined) {
        actions.push({
          host: h.name,
          action: "skip-no-folder",
          path: base,
          detail: `${h.host?.title ?? h.name} has no documented ${options.scope} skills folder.`,
        });
        continue;
      }
      const unsafe = unsafeTarget(base, folder);
      if (unsafe !== undefined) {
        actions.push({
          host: h.name,
          action: "refused-unsafe",
          path: folder,
          detail: `Refused: ${unsafe}. Nothing is written through a folder that leads out of ${base}.`,
        });
        continue;
      }
      const taken = new Map<string, string>();
      for (const skill of skills) {
        const name = basename(skill);
        const path = join(folder, name);
        const clash = taken.get(name);
        if (clash !== undefined) {
          actions.push({
            host: h.name,
            action: "skip-name-clash",
            path,
            source: skill,
            detail: `${clash} already takes the name ${name} in this folder.`,
          });
          continue;
        }
        taken.set(name, skill);
        const rel = posix(relative(base, path));
        const recorded = records.find((r) => r.path === rel);
        let existing: ReturnType<typeof lstatSync> | undefined;
        try {
          existing = lstatSync(path);
        } catch {
          existing = undefined;
        }
        if (existing !== undefined) {
          const same =
            existing.isSymbolicLink() && realOr(path) === realOr(skill)
              ? "symlink"
              : recorded?.kind === "copy" && existing.isDirectory()
                ? "copy"
                : undefined;
          if (same !== undefined) {
            actions.push({
              host: h.name,
              action: "unchanged",
              path,
              source: skill,
              kind: same,
              detail: same === "copy" ? "A recorded copy is already there." : "Already linked.",
            });
            // A link the user made themselves is not recorded: unlink must never remove it.
            continue;
          }
          actions.push({
            host: h.name,
            action: "skip-exists",
            path,
            source: skill,
            detail: `${path} already exists and is not a link skillport made; it is left alone.`,
          });
          continue;
        }
        const kind: LinkKind = useCopy ? "copy" : "symlink";
        const plan = kind === "copy" ? planCopy(skill) : undefined;
        if (plan !== undefined && !plan.ok) {
          actions.push({
            host: h.name,
            action: "refused-unsafe",
            path,
            source: skill,
            kind,
            detail: `Refused: ${plan.reason}. A copy holds only the skill's own files; remove or replace that link.`,
          });
          continue;
        }
        actions.push({
          host: h.name,
          action: "create",
          path,
          source: skill,
          kind,
          detail: kind === "copy" ? `Copy ${skill}.` : `Link to ${skill}.`,
        });
        if (options.dryRun) continue;
        mkdirSync(folder, { recursive: true });
        // Checked again after mkdir: the folders may have changed since the plan.
        const again = unsafeTarget(base, folder);
        if (again !== undefined) throw new LinkError(`Refused: ${again}.`);
        if (kind === "symlink") {
          // Relative to where the link physically sits, so the project can move as a whole.
          const target = relative(realpathSync(folder), join(realpathSync(dirname(skill)), name));
          symlinkSync(target, path, "dir");
          records.push({
            host: h.name,
            path: rel,
            source: posix(relative(base, skill)),
            kind,
            check: target,
          });
        } else {
          const tmp = join(folder, `.${name}.skillport-${process.pid}.tmp`);
          rmSync(tmp, { recursive: true, force: true });
          if (plan === undefined || !plan.ok) throw new LinkError(`${skill} has no copy plan.`);
          try {
            copyPlanned(plan, tmp);
          } catch (e) {
            rmSync(tmp, { recursive: true, force: true });
            if (e instanceof CopyRaceError) throw new LinkError(`${e.message}; nothing was linked there.`);
            throw e;
          }
          const check = await treeDigest(tmp);
          try {
            lstatSync(path);
            rmSync(tmp, { recursive: true, force: true });
            throw new LinkError(`${path} appeared while copying; it was left alone.`);
          } catch (e) {
            if (e instanceof LinkError) throw e;
          }
          renameSync(tmp, path);
          records.push({ host: h.name, path: rel, source: posix(relative(base, skill)), kind, check });
        }
      }
    }
    if (!options.dryRun) writeManifest(base, { version: 1, links: records });
    return { canonical, actions, manifest: manifestPath(base) };
  };
  return options.dryRun ? run() : withLock(base, run);
}

export interface UnlinkOptions {
  readonly base: string;
  /** Project (default) or user: in a project the manifest's `.agents` folder must be inside the base. */
  readonly scope?: LinkScope;
  /** Hosts whose links are removed (default: every recorded host). */
  readonly hosts?: readonly string[];
  readonly dryRun?: boolean;
}

/** Removes the links and copies `link` recorded, unless they were changed since. */
export async function unlinkSkills(options: UnlinkOptions): Promise<LinkResult> {
  const base = options.base;
  if (options.scope !== "user") refuseManifestOutside(base);
  const run = async (): Promise<LinkResult> => {
    const manifest: Manifest = readManifest(base);
    const keep: LinkRecord[] = [];
    const actions: LinkAction[] = [];
    for (const r of manifest.links) {
      if (options.hosts && !options.hosts.includes(r.host)) {
        keep.push(r);
        continue;
      }
      const path = join(base, ...r.path.split("/"));
      const source = join(base, ...r.source.split("/"));
      let st: ReturnType<typeof lstatSync> | undefined;
      try {
        st = lstatSync(path);
      } catch {
        st = undefined;
      }
      if (st === undefined) {
        actions.push({
          host: r.host,
          action: "skip-missing",
          path,
          source,
          kind: r.kind,
          detail: "Already gone.",
        });
        continue;
      }
      // Only through folders inside the base: a manifest path must not reach out via a swapped symlink.
      const unsafe = unsafeTarget(base, dirname(path));
      const intact =
        unsafe === undefined &&
        (r.kind === "symlink"
          ? st.isSymbolicLink() && readlinkSync(path) === r.check
          : st.isDirectory() && (await treeDigest(path)) === r.check);
      if (!intact) {
        actions.push({
          host: r.host,
          action: "skip-changed",
          path,
          source,
          kind: r.kind,
          detail:
            unsafe ?? `${path} changed since skillport made it; remove it by hand if you no longer want it.`,
        });
        keep.push(r);
        continue;
      }
      actions.push({ host: r.host, action: "remove", path, source, kind: r.kind, detail: "Removed." });
      if (!options.dryRun) rmSync(path, { recursive: r.kind === "copy", force: true });
    }
    if (!options.dryRun) writeManifest(base, { version: 1, links: keep });
    return { canonical: canonicalFolder(base), actions, manifest: manifestPath(base) };
  };
  return options.dryRun ? run() : withLock(base, run);
}

/** Absolute paths of every recorded link under the bases (for doctor). Unreadable manifests count as empty. */
export function linkedPaths(bases: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const base of bases) {
    try {
      for (const r of readManifest(base).links) out.add(join(base, ...r.path.split("/")));
    } catch {
      // doctor reports skills, not manifests; `link` and `unlink` report a bad manifest
    }
  }
  return out;
}

function realOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
