import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { prng } from "../../bench/lib/prng.mjs";
import { nodeDiscoveryFs } from "../../src/discovery/fs.js";
import { MAX_SKILL_FILE_BYTES, preReadCandidate } from "../../src/discovery/read.js";
import { walkRoot, walkSubtree } from "../../src/discovery/walk.js";
import { loadSkills } from "../../src/load.js";
import type { Root, SkillSet, ValidationRules } from "../../src/types.js";
import { type AdvanceIo, advance, type FsEvent, planRoot } from "../../src/watch/plan.js";
import {
  assemble,
  emptyRootState,
  patchSet,
  type RootState,
  resolutionNeutralSwaps,
} from "../../src/watch/state.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// The incremental engine against the whole loader: random edits of a real tree, the events a
// watcher reports for them, the plan and its walks and reads — and after every batch the result must
// equal a fresh loadSkills of the same tree. Deterministic (seeded), no file-system events involved.

const DEPTH = 3;
const rules: ValidationRules = { mode: "standard", nameRule: "unicode", lengthUnit: "codepoint" };
const io: AdvanceIo = {
  walk: (root) => walkRoot(root.path, { depth: root.depth }),
  walkSubtree: (root, dir) => walkSubtree(root.path, dir, { depth: root.depth }),
  read: (c) => preReadCandidate(c, rules, nodeDiscoveryFs, MAX_SKILL_FILE_BYTES),
};

const shape = (set: SkillSet) => ({
  skills: set.skills.map(({ root, ...s }) => ({ ...s, root: root.path })),
  shadowed: set.shadowed.map(({ root, ...s }) => ({ ...s, root: root.path })),
  failed: set.failed.map(({ root, ...s }) => ({ ...s, root: root.path })),
  diagnostics: set.diagnostics,
});

/** Every directory and file below `dir` (not following links), deepest last. */
function listTree(dir: string): { dirs: string[]; files: string[] } {
  const dirs: string[] = [];
  const files: string[] = [];
  const visit = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        dirs.push(p);
        visit(p);
      } else files.push(p);
    }
  };
  if (existsSync(dir) && lstatSync(dir).isDirectory()) visit(dir);
  return { dirs, files };
}

/** Random edits of the tree under `root`, each returning the events a watcher would report. */
function makeOps(root: string, shared: string, rand: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const NAMES = ["alpha", "beta", "gamma", "delta"];
  const DIRS = ["alpha", "beta", "cat", "sub", "deep"];
  const randomDir = (): string => {
    const levels = 1 + Math.floor(rand() * (DEPTH + 2));
    return join(root, ...Array.from({ length: levels }, () => pick(DIRS)));
  };
  const existing = (): { dirs: string[]; files: string[] } => listTree(root);
  const skillFiles = (): string[] => existing().files.filter((f) => f.endsWith("SKILL.md"));
  const created = (path: string): FsEvent[] => {
    // addDir for every directory that did not exist, then add for the file.
    const events: FsEvent[] = [];
    const missing: string[] = [];
    for (let d = dirname(path); d !== root && !existsSync(d); d = dirname(d)) missing.unshift(d);
    for (const d of missing) events.push({ type: "addDir", path: d });
    return events;
  };
  const removedTree = (dir: string): FsEvent[] => {
    const t = listTree(dir);
    return [
      ...t.files.map((f) => ({ type: "unlink" as const, path: f })),
      ...t.dirs.map((d) => ({ type: "unlinkDir" as const, path: d })),
      { type: "unlinkDir", path: dir },
    ];
  };
  const addedTree = (dir: string): FsEvent[] => {
    const t = listTree(dir);
    return [
      { type: "addDir", path: dir },
      ...t.dirs.map((d) => ({ type: "addDir" as const, path: d })),
      ...t.files.map((f) => ({ type: "add" as const, path: f })),
    ];
  };

  const ops: Record<string, () => FsEvent[]> = {
    createSkill: () => {
      const file = join(randomDir(), rand() < 0.9 ? "SKILL.md" : "skill.md");
      if (existsSync(file)) return [];
      const events = created(file);
      writeTree("/", { [file]: skillMd(pick(NAMES), `Description ${Math.floor(rand() * 3)}.`) });
      return [...events, { type: "add", path: file }];
    },
    editBody: () => {
      const files = skillFiles();
      if (files.length === 0) return [];
      const f = pick(files);
      const text = skillMd(pick(NAMES), "Description 0.", "", `Body ${rand()}`);
      writeFileSync(f, text);
      return [{ type: "change", path: f }];
    },
    touchBody: () => {
      const files = skillFiles();
      if (files.length === 0) return [];
      const f = pick(files);
      writeFileSync(f, `${readFileSync(f, "utf8")}\nMore body ${rand()}.\n`);
      return [{ type: "change", path: f }];
    },
    breakOrFix: () => {
      const files = skillFiles();
      if (files.length === 0) return [];
      const f = pick(files);
      writeFileSync(f, rand() < 0.5 ? "---\nname: [broken\n---\n" : skillMd(pick(NAMES)));
      return [{ type: "change", path: f }];
    },
    removeDir: () => {
      const dirs = existing().dirs;
      if (dirs.length === 0) return [];
      const d = pick(dirs);
      const events = removedTree(d);
      rmSync(d, { recursive: true, force: true });
      return events;
    },
    removeSkillFile: () => {
      const files = skillFiles();
      if (files.length === 0) return [];
      const f = pick(files);
      unlinkSync(f);
      return [{ type: "unlink", path: f }];
    },
    renameDir: () => {
      const dirs = existing().dirs;
      if (dirs.length === 0) return [];
      const from = pick(dirs);
      const to = join(dirname(from), `${pick(DIRS)}${Math.floor(rand() * 3)}`);
      if (existsSync(to)) return [];
      const events = removedTree(from);
      renameSync(from, to);
      return [...events, ...addedTree(to)];
    },
    ignoreFile: () => {
      const dirs = [root, ...existing().dirs];
      const d = pick(dirs);
      const file = join(d, rand() < 0.5 ? ".gitignore" : ".ignore");
      if (rand() < 0.3 && existsSync(file)) {
        unlinkSync(file);
        return [{ type: "unlink", path: file }];
      }
      const had = existsSync(file);
      // Mostly ignore a child that exists (so the rule takes effect), sometimes any name.
      const children = readdirSync(d, { withFileTypes: true }).filter((e) => e.isDirectory());
      const target = children.length > 0 && rand() < 0.8 ? pick(children).name : pick(DIRS);
      writeFileSync(file, `${target}/\n`);
      return [{ type: had ? "change" : "add", path: file }];
    },
    repoint: () => {
      const links = existing().files.filter(isLink);
      if (links.length === 0) return [];
      const link = pick(links);
      unlinkSync(link);
      symlinkSync(join(shared, pick(["one", "two", "cat"])), link);
      return [{ type: "link", path: link }];
    },
    symlink: () => {
      const link = join(randomDir(), `link${Math.floor(rand() * 2)}`);
      const target = join(shared, pick(["one", "two", "cat"]));
      const events = created(link);
      mkdirSync(dirname(link), { recursive: true });
      if (existsSync(link) || isLink(link)) {
        if (!isLink(link)) return [];
        unlinkSync(link);
      }
      symlinkSync(target, link);
      return [...events, { type: "link", path: link }];
    },
  };
  return { ops, pick };
}

const isLink = (p: string): boolean => {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
};

let patchedTotal = 0;

describe("the incremental engine equals a fresh load after every batch of random edits (W1)", () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    it(`W1/D4–D9/R1: seed ${seed}`, async () => {
      const base = tmp();
      const root = join(base, "skills");
      const shared = writeTree(join(base, "shared"), {
        "one/SKILL.md": skillMd("one"),
        "two/SKILL.md": skillMd("alpha", "Shared alpha."),
        "cat/three/SKILL.md": skillMd("three"),
      });
      mkdirSync(root);
      const rootObj: Root = { path: root, scope: "project", kind: "skills", depth: DEPTH, trusted: true };
      const load = () =>
        loadSkills({ roots: [{ path: root, depth: DEPTH }], user: false, project: false, builtins: false });
      let state: RootState = emptyRootState(rootObj);
      state = await advance(state, planRoot(state, [{ type: "addDir", path: root }]), io);
      let previous = assemble([rootObj], [state], undefined);
      let patched = 0;
      const rand = prng(seed);
      const { ops, pick } = makeOps(root, shared, rand);
      const names = Object.keys(ops);
      for (let batch = 0; batch < 30; batch++) {
        const events: FsEvent[] = [];
        const size = 1 + Math.floor(rand() * 3);
        const done: string[] = [];
        for (let k = 0; k < size; k++) {
          const op = pick(names);
          done.push(op);
          events.push(...ops[op]!());
        }
        const before = state;
        state = await advance(state, planRoot(state, events), io);
        const mine = assemble([rootObj], [state], undefined);
        const fresh = await load();
        const what = `seed ${seed}, batch ${batch}: ${done.join(", ")}`;
        expect(shape(mine), what).toEqual(shape(fresh));
        // When the batch cannot change resolution, patching the previous set gives the same set.
        const swaps = resolutionNeutralSwaps(before, state);
        if (swaps !== undefined) {
          patched++;
          expect(shape(patchSet(previous, swaps)), `patched, ${what}`).toEqual(shape(mine));
        }
        previous = mine;
      }
      patchedTotal += patched;
    });
  }

  it("W1: the patch fast path was taken (and checked) in some of those batches", () => {
    expect(patchedTotal).toBeGreaterThan(10);
  });
});
