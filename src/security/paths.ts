import * as nodeFs from "node:fs";
import { resolve } from "node:path";
import { profiles as builtinProfiles, type Profile } from "../profiles/index.js";
import { canonicalPath, isWithin } from "../util/paths.js";

// T2: sensitive paths. Hosts ask before every edit of a skill or command file, so a prompt-injected
// agent cannot rewrite its own skills. Over-matching (a vendored `.agents/skills` deep in a
// dependency) costs one extra prompt; under-matching would let a skill be rewritten silently.

export interface SkillPathOptions {
  /** Profiles whose root templates count (default: every built-in profile). */
  readonly profiles?: readonly Profile[];
  /** Configured roots (any scope): anything below one, after canonicalisation, is a skill path. */
  readonly roots?: readonly string[];
  /** Base for a relative `path` (default: process.cwd()). */
  readonly cwd?: string;
  /** Resolves symlinks; default the real file system. */
  readonly realpath?: (path: string) => string;
}

const lowerAscii = (s: string): string =>
  s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));

/** Component sequences that mark a skills or commands folder, from the profiles' root templates. */
export function sensitiveSequences(ps: readonly Profile[] = Object.values(builtinProfiles)): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  const add = (segments: readonly string[]): void => {
    const seq = segments.map(lowerAscii);
    const key = seq.join("/");
    if (seq.length === 0 || seen.has(key)) return;
    seen.add(key);
    out.push(seq);
  };
  // The Agent Skills convention itself, whatever profiles are configured.
  add([".agents", "skills"]);
  add([".agents", "commands"]);
  for (const p of ps) for (const t of [...p.skillRoots, ...p.commandRoots]) add(t.segments);
  return out;
}

/** Splits on both separators: a Windows-style path names the same folders. */
const components = (path: string): string[] => path.split(/[\\/]+/).filter((c) => c !== "" && c !== ".");

function hasSequence(parts: readonly string[], sequences: readonly (readonly string[])[]): boolean {
  const lower = parts.map(lowerAscii);
  for (const seq of sequences) {
    for (let i = 0; i + seq.length <= lower.length; i++) {
      let match = true;
      for (let j = 0; j < seq.length && match; j++) match = lower[i + j] === seq[j];
      if (match) return true;
    }
  }
  return false;
}

/**
 * True when `path` is a skill or command file (or folder) an agent must not edit without asking:
 * any two consecutive components `.agents/skills` (or `commands`) or a profile's equivalent, ASCII
 * case-insensitive, at any depth; or anything below a configured root, after symlinks are resolved.
 * The path is checked as given and as canonicalised, so a symlink into a skills folder counts too.
 */
export function isSkillPath(path: string, options: SkillPathOptions = {}): boolean {
  if (typeof path !== "string" || path === "" || path.includes("\0")) return false;
  const sequences = sensitiveSequences(options.profiles);
  if (hasSequence(components(path), sequences)) return true;
  const realpath = options.realpath ?? nodeFs.realpathSync.native;
  const abs = resolve(options.cwd ?? process.cwd(), path);
  const real = canonicalPath(abs, realpath);
  if (hasSequence(components(real), sequences)) return true;
  for (const root of options.roots ?? []) {
    const r = canonicalPath(resolve(options.cwd ?? process.cwd(), root), realpath);
    if (isWithin(r, real) || isWithin(resolve(root), abs)) return true;
  }
  return false;
}
