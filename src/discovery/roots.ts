import { basename, dirname, isAbsolute, resolve } from "node:path";
import type { Profile, RootTemplate } from "../profiles/index.js";
import { type Root, SCOPE_ORDER, type Scope } from "../types.js";
import { homeDirectory } from "../util/base-dirs.js";
import { findGitRoot as findGitRootAt } from "../util/paths.js";
import { nodeDiscoveryFs } from "./fs.js";

// D1–D3: which directories are roots, in precedence order.

export interface ExplicitRoot {
  readonly path: string;
  readonly scope?: Scope;
  readonly depth?: number;
  readonly namespace?: string;
}

export interface RootContext {
  readonly cwd: string;
  readonly home: string;
  readonly kind: "skills" | "commands";
  /** Include the profile's user-scope roots (default true). */
  readonly user?: boolean;
  /** Include the profile's automatically discovered project roots (default true). */
  readonly project?: boolean;
  /** Roots given by the user: project scope unless stated, trusted, before discovered project roots. */
  readonly explicit?: readonly (string | ExplicitRoot)[];
  readonly depth?: number;
}

/** The git root above `cwd` (a `.git` of this user or root), through discovery's file-system boundary. */
export function findGitRoot(cwd: string): string | undefined {
  return findGitRootAt(cwd, (p) => nodeDiscoveryFs.stat(p));
}

/** The working directory and each ancestor up to the git root, nearest first; just cwd outside git. */
export function projectDirectories(cwd: string): string[] {
  const start = resolve(cwd);
  const git = findGitRoot(start);
  if (git === undefined) return [start];
  const dirs: string[] = [];
  for (let dir = start; ; dir = dirname(dir)) {
    dirs.push(dir);
    if (dir === git || dirname(dir) === dir) break;
  }
  return dirs;
}

/** `$HOME` when absolute, else the account's home directory (a relative HOME is ignored). */
export function defaultHome(env: NodeJS.ProcessEnv = process.env): string {
  return homeDirectory(env);
}

/** A host's `home` option when absolute; a relative one is ignored like a relative HOME. */
export const homeOption = (home: string | undefined): string =>
  home !== undefined && isAbsolute(home) ? home : defaultHome();

/** Resolves a profile's root templates plus explicit roots into concrete roots, highest precedence first. */
export function resolveRoots(profile: Profile, ctx: RootContext): Root[] {
  const templates: readonly RootTemplate[] =
    ctx.kind === "skills" ? profile.skillRoots : profile.commandRoots;
  const depth = ctx.depth ?? profile.depth;
  const roots: Root[] = [];
  const seen = new Set<string>();
  const add = (root: Root): void => {
    if (seen.has(root.path)) return;
    seen.add(root.path);
    roots.push(root);
  };

  for (const e of ctx.explicit ?? []) {
    const r = typeof e === "string" ? { path: e } : e;
    add({
      path: resolve(ctx.cwd, r.path),
      scope: r.scope ?? "project",
      kind: ctx.kind,
      depth: r.depth ?? depth,
      trusted: true,
      explicit: true,
      namespace: r.namespace ?? basename(resolve(ctx.cwd, r.path)),
    });
  }

  const userPaths = new Set(
    templates.filter((t) => t.base === "home").map((t) => resolve(ctx.home, ...t.segments)),
  );
  if (ctx.project !== false) {
    const dirs = projectDirectories(ctx.cwd);
    const worktree = findGitRoot(ctx.cwd) ?? resolve(ctx.cwd);
    for (const dir of dirs) {
      for (const t of templates) {
        // worktree and cwd templates are resolved once, on the first (nearest) directory.
        if (t.base === "home" || (t.base !== "project" && dir !== dirs[0])) continue;
        const base = t.base === "worktree" ? worktree : dir;
        const path = resolve(base, ...t.segments);
        if (userPaths.has(path)) continue; // D2: the user root is never a project root
        // Not trusted until T1 says so (security/trust.ts applyTrust).
        add({
          path,
          scope: t.scope,
          kind: ctx.kind,
          depth,
          trusted: t.scope !== "project",
          namespace: basename(base),
          projectDir: base,
        });
      }
    }
  }
  if (ctx.user !== false) {
    for (const t of templates) {
      if (t.base !== "home") continue;
      add({ path: resolve(ctx.home, ...t.segments), scope: t.scope, kind: ctx.kind, depth, trusted: true });
    }
  }
  // Stable sort by scope keeps the order within a scope (explicit, then nearest project root first).
  return roots
    .map((r, i) => ({ r, i }))
    .sort((a, b) => SCOPE_ORDER.indexOf(a.r.scope) - SCOPE_ORDER.indexOf(b.r.scope) || a.i - b.i)
    .map(({ r }) => r);
}
