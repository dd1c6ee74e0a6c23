// Getting the skills a source holds, as files in memory, whatever the source is.
import { lstatSync } from "node:fs";
import { basename } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { parseSkillFile } from "../format/parse.js";
import type { Diagnostic } from "../types.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { safeRelativePath } from "./paths.js";
import type { SkillFile } from "./place.js";
import type { ParsedSource } from "./source.js";
import { DEFAULT_LIMITS, findSkillDirs, readSkillTree, type SkillLimits, subdirNoLinks } from "./tree.js";

/** One skill a source offers. */
export interface SourceSkill {
  /** The name it will be installed under (its frontmatter name; else its directory's). */
  readonly name: string;
  readonly description?: string;
  readonly files: readonly SkillFile[];
  /** Path of its SKILL.md inside the source, `/`-separated (for the lock). */
  readonly skillPath?: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** What the lock records about where a skill came from (the hash is added per skill). */
export interface LockOrigin {
  readonly source: string;
  readonly sourceType: string;
  readonly sourceUrl?: string;
  readonly ref?: string;
  /** For git: the commit the skills were read from (fetched again by `install`). */
  readonly commit?: string;
}

export interface FetchedSource {
  readonly skills: readonly SourceSkill[];
  /** Undefined for share links (there is nothing to fetch again). */
  readonly origin?: LockOrigin;
  readonly diagnostics: readonly Diagnostic[];
  /** For git: the commit checked out. */
  readonly commit?: string;
}

export interface FetchOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly timeoutMs?: number;
  readonly limits?: SkillLimits;
  /** Name rule for share links (the profile's). */
  readonly nameRule?: import("../types.js").NameRule;
  readonly lengthUnit?: import("../types.js").LengthUnit;
  /** Only these skills are needed (a well-known index then downloads only them). */
  readonly only?: readonly string[];
}

/** The name a SKILL.md declares (lenient parse, so a broken file still gets a name to report under). */
export function declaredName(
  files: readonly SkillFile[],
  fallback: string,
): { name: string; description?: string } {
  const md = files.find((f) => f.path === "SKILL.md");
  if (!md) return { name: fallback };
  const parsed = parseSkillFile(Buffer.from(md.data).toString("utf8"), {
    mode: "lenient",
    dirName: fallback,
  });
  return {
    name: typeof parsed.name === "string" && parsed.name !== "" ? parsed.name : fallback,
    ...(parsed.description !== undefined ? { description: parsed.description } : {}),
  };
}

/**
 * The record of the skill whose files sit at `rel` below the source's `subpath`: named as its SKILL.md
 * declares, else after its directory (else the subpath's, else `fallbackName`).
 */
function sourceSkill(
  files: SkillFile[],
  subpath: string | undefined,
  rel: string,
  fallbackName: string,
  diagnostics: Diagnostic[],
): SourceSkill {
  const inRepo = [subpath, rel].filter(Boolean).join("/");
  const fallback = rel ? basename(rel) : subpath ? basename(subpath) : fallbackName;
  const { name, description } = declaredName(files, fallback);
  return {
    name,
    ...(description !== undefined ? { description } : {}),
    files,
    skillPath: inRepo ? `${inRepo}/SKILL.md` : "SKILL.md",
    diagnostics,
  };
}

/** Every skill under `dir` (a local directory or a checkout). */
export function skillsInTree(
  dir: string,
  subpath: string | undefined,
  fallbackName: string,
  limits: SkillLimits,
): { skills: SourceSkill[]; diagnostics: Diagnostic[] } {
  let start = dir;
  if (subpath !== undefined) {
    const sub = subdirNoLinks(dir, subpath);
    if (sub === undefined) {
      throw new InstallError(
        INSTALL_CODES.sourceNotFound,
        `The source has no directory ${subpath} (or it passes through a symbolic link).`,
      );
    }
    start = sub;
  }
  const skills: SourceSkill[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const rel of findSkillDirs(start)) {
    const abs = rel ? `${start}/${rel}` : start;
    const { files, diagnostics: ds } = readSkillTree(abs, limits);
    skills.push(sourceSkill(files, subpath, rel, fallbackName, ds));
  }
  return { skills, diagnostics };
}

type Fetcher<K extends ParsedSource["kind"]> = (
  source: Extract<ParsedSource, { kind: K }>,
  options: FetchOptions,
  limits: SkillLimits,
) => Promise<FetchedSource>;

async function fetchLocal(
  source: Extract<ParsedSource, { kind: "local" }>,
  _o: FetchOptions,
  limits: SkillLimits,
) {
  let st: import("node:fs").Stats;
  try {
    st = lstatSync(source.path);
  } catch {
    throw new InstallError(INSTALL_CODES.sourceNotFound, `There is no directory ${source.path}.`);
  }
  if (!st.isDirectory()) {
    throw new InstallError(
      INSTALL_CODES.sourceInvalid,
      `${source.path} is not a directory${st.isSymbolicLink() ? " (it is a symbolic link; give its target)" : ""}.`,
    );
  }
  const { skills, diagnostics } = skillsInTree(source.path, undefined, basename(source.path), limits);
  return { skills, diagnostics, origin: { source: source.path, sourceType: "local" } };
}

async function fetchGit(
  source: Extract<ParsedSource, { kind: "git" }>,
  options: FetchOptions,
  limits: SkillLimits,
) {
  const { cloneBare } = await import("./git.js");
  const clone = await cloneBare(source.url, {
    ...(source.ref !== undefined ? { ref: source.ref } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  try {
    const repoName = basename(source.url.replace(/\/+$/, "")).replace(/\.git$/, "") || "skill";
    const { skills, diagnostics } = await skillsInRepo(clone, source.subpath, repoName, limits);
    const origin: LockOrigin = source.shorthand
      ? source.defaultBase
        ? { source: source.shorthand, sourceType: "github", ...(source.ref ? { ref: source.ref } : {}) }
        : {
            source: source.shorthand,
            sourceType: "git",
            sourceUrl: source.url,
            ...(source.ref ? { ref: source.ref } : {}),
          }
      : {
          source: source.url,
          sourceType: "git",
          sourceUrl: source.url,
          ...(source.ref ? { ref: source.ref } : {}),
        };
    const at = clone.commit ? { commit: clone.commit } : {};
    return { skills, diagnostics, origin: { ...origin, ...at }, ...at };
  } finally {
    clone.dispose();
  }
}

async function fetchIndex(
  source: Extract<ParsedSource, { kind: "well-known" }>,
  options: FetchOptions,
  limits: SkillLimits,
): Promise<FetchedSource> {
  const { fetchWellKnown } = await import("./well-known.js");
  try {
    return await fetchWellKnown(source.url, { ...options, limits });
  } catch (e) {
    if (!(source.orGit && e instanceof InstallError && e.code === INSTALL_CODES.sourceNotFound)) throw e;
    try {
      return await fetchSource({ kind: "git", url: source.url }, options);
    } catch (g) {
      if (!(g instanceof InstallError)) throw g;
      throw new InstallError(g.code, `${e.message} As a git repository: ${g.message}`);
    }
  }
}

async function fetchFromMcp(source: Extract<ParsedSource, { kind: "mcp" }>, options: FetchOptions) {
  if (source.server === undefined)
    throw new InstallError(
      INSTALL_CODES.sourceInvalid,
      `${source.label} names no server to start; give mcp:NAME of your MCP configuration or mcp:-- COMMAND….`,
    );
  const { fetchMcp } = await import("./mcp-source.js");
  return fetchMcp(source.server, source.label, options);
}

async function fetchShare(
  source: Extract<ParsedSource, { kind: "share" }>,
  options: FetchOptions,
): Promise<FetchedSource> {
  const { decodeShareLink, ShareLinkError } = await import("../security/share.js");
  try {
    // Checked as every other source is (standard mode): host fields are fine in a link.
    const decoded = decodeShareLink(source.link, {
      mode: "standard",
      ...(options.nameRule ? { nameRule: options.nameRule } : {}),
      ...(options.lengthUnit ? { lengthUnit: options.lengthUnit } : {}),
    });
    return {
      skills: [
        {
          name: decoded.name,
          description: decoded.description,
          files: [{ path: "SKILL.md", data: Buffer.from(decoded.text) }],
          diagnostics: decoded.parsed.diagnostics,
        },
      ],
      diagnostics: [],
    };
  } catch (e) {
    if (e instanceof ShareLinkError)
      throw new InstallError(INSTALL_CODES.sourceInvalid, `[${e.code}] ${e.message}`);
    throw e;
  }
}

/**
 * The fetcher of every kind of source (source.ts parses them; sources.ts says how each is locked
 * and documented). A new kind fails to compile until it has its entry here.
 */
const FETCHERS: { readonly [K in ParsedSource["kind"]]: Fetcher<K> } = {
  local: fetchLocal,
  git: fetchGit,
  "well-known": fetchIndex,
  mcp: (s, o) => fetchFromMcp(s, o),
  share: (s, o) => fetchShare(s, o),
};

/** Fetches what `source` holds. The caller disposes nothing: temporary copies are gone on return. */
export async function fetchSource(source: ParsedSource, options: FetchOptions = {}): Promise<FetchedSource> {
  const fetcher = FETCHERS[source.kind] as Fetcher<typeof source.kind>;
  return fetcher(source as never, options, options.limits ?? DEFAULT_LIMITS);
}

const MAX_SEARCH_DEPTH = 8;

/**
 * The skills of a repository, from its tree listing: the same rules as skillsInTree (a directory
 * holding SKILL.md is a skill with everything below it; dot and node_modules directories are not
 * searched), but links and submodules are only listed, never followed, and blobs are read from git.
 */
export async function skillsInRepo(
  clone: import("./git.js").BareClone,
  subpath: string | undefined,
  fallbackName: string,
  limits: SkillLimits,
): Promise<{ skills: SourceSkill[]; diagnostics: Diagnostic[] }> {
  const prefix = subpath ? `${subpath}/` : "";
  const entries = clone.entries.filter((e) => e.path.startsWith(prefix));
  if (subpath !== undefined && entries.length === 0) {
    throw new InstallError(INSTALL_CODES.sourceNotFound, `The repository has no directory ${subpath}.`);
  }
  const rel = (e: { path: string }) => e.path.slice(prefix.length);
  const isFile = (mode: string) => mode === "100644" || mode === "100755";
  const dirs = new Set<string>();
  for (const e of entries) {
    const r = rel(e);
    if (!isFile(e.mode) || !(r === "SKILL.md" || r.endsWith("/SKILL.md"))) continue;
    const d = r === "SKILL.md" ? "" : r.slice(0, -"/SKILL.md".length);
    const parts = d ? d.split("/") : [];
    if (parts.length > MAX_SEARCH_DEPTH || parts.some((p) => p.startsWith(".") || p === "node_modules"))
      continue;
    dirs.add(d);
  }
  const sorted = [...dirs].sort();
  const skillDirs = sorted.filter((d) => !sorted.some((o) => o !== d && (o === "" || d.startsWith(`${o}/`))));
  const diagnostics: Diagnostic[] = [];
  const plan: {
    dir: string;
    files: { entry: import("./git.js").RepoEntry; path: string }[];
    diags: Diagnostic[];
  }[] = [];
  let total = 0;
  for (const d of skillDirs) {
    const inside = d ? `${d}/` : "";
    const files: { entry: import("./git.js").RepoEntry; path: string }[] = [];
    const diags: Diagnostic[] = [];
    let bytes = 0;
    for (const e of entries) {
      const r = rel(e);
      if (!r.startsWith(inside)) continue;
      const path = r.slice(inside.length);
      if (!isFile(e.mode)) {
        diags.push(
          diag(
            "warning",
            CODES.installSkippedEntry,
            `${e.path} is a ${e.mode === "120000" ? "symbolic link" : e.mode === "160000" ? "submodule" : "special entry"}; it was not installed (links are never followed).`,
            e.path,
          ),
        );
        continue;
      }
      if (safeRelativePath(path) === undefined) {
        throw new InstallError(
          INSTALL_CODES.archiveUnsafe,
          `The repository holds the unsafe path ${JSON.stringify(e.path)}; refused.`,
        );
      }
      if (e.size > limits.maxFileBytes) {
        throw new InstallError(
          INSTALL_CODES.tooLarge,
          `${e.path} is ${e.size} bytes, over the limit of ${limits.maxFileBytes} bytes per file.`,
        );
      }
      bytes += e.size;
      if (files.length >= limits.maxFiles || bytes > limits.maxSkillBytes) {
        throw new InstallError(
          INSTALL_CODES.tooLarge,
          `The skill in ${d || "the repository root"} has more than ${limits.maxFiles} files or ${limits.maxSkillBytes} bytes; refused.`,
        );
      }
      files.push({ entry: e, path });
    }
    total += bytes;
    plan.push({ dir: d, files, diags });
  }
  const blobs = await clone.read(
    plan.flatMap((p) => p.files.map((f) => f.entry)),
    total,
  );
  let k = 0;
  const skills: SourceSkill[] = [];
  for (const p of plan) {
    const files: SkillFile[] = p.files.map((f) => ({
      path: f.path,
      data: blobs[k++]!,
      executable: f.entry.mode === "100755",
    }));
    skills.push(sourceSkill(files, subpath, p.dir, fallbackName, p.diags));
  }
  return { skills, diagnostics };
}
