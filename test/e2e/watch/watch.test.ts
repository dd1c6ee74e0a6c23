import {
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderCatalog } from "../../../src/catalog/render.js";
import { type DiscoveryFs, nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import { loadSkills } from "../../../src/load.js";
import { revokeDirectory, trustDirectory } from "../../../src/security/trust.js";
import type { Root, SkillSet } from "../../../src/types.js";
import {
  catalogKey,
  type SkillChange,
  type SkillWatcher,
  type WatchOptions,
  watchSkills,
} from "../../../src/watch/index.js";
import { link, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { names, record, settle, skillOf, waitForSet } from "../../helpers/watch-helpers.js";

// W1–W3 on real files with real file-system events. Tests wait for the event (with a long upper
// bound: two cores are shared by many processes) and never assert timing.

const open: SkillWatcher[] = [];
afterEach(async () => {
  for (const w of open.splice(0)) await w.close();
});

const TIMEOUT = 90_000;

async function start(roots: string[], extra: Partial<WatchOptions> = {}): Promise<SkillWatcher> {
  const w = await watchSkills({
    roots,
    user: false,
    project: false,
    builtins: false,
    trustFile: false,
    ...extra,
  });
  open.push(w);
  return w;
}

/** What loadSkills would say about the same tree, for equivalence (shape only, no functions). */
const shape = (set: SkillSet) => ({
  skills: set.skills.map(({ root, ...s }) => ({ ...s, root: root.path })),
  shadowed: set.shadowed.map(({ root, ...s }) => ({ ...s, root: root.path })),
  failed: set.failed.map(({ root, ...s }) => ({ ...s, root: root.path })),
  diagnostics: set.diagnostics,
});

describe("watchSkills: live reload on real file-system events", () => {
  it(
    "W1: a skill created after start is added",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      expect(names(w.current)).toEqual(["a"]);
      const { changes } = record(w);
      writeTree(root, { "b/SKILL.md": skillMd("b") });
      await waitForSet(w, (s) => names(s).includes("b"), "b added");
      const c = changes.find((x) => x.added.includes("b"))!;
      expect(c).toMatchObject({ added: ["b"], removed: [], changed: [], catalogChanged: true });
      expect(c.set).toBe(w.current);
      expect(names(c.previous)).toEqual(["a"]);
    },
    TIMEOUT,
  );

  it(
    "W2/C5: a body-only edit changes the skill, not the catalog; other skills keep their objects",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
      const w = await start([root]);
      const before = w.current;
      const { changes } = record(w);
      writeTree(root, {
        "a/SKILL.md": skillMd("a", undefined, "", "# a\n\nA new body, much longer than before."),
      });
      await waitForSet(w, (s) => skillOf(s, "a") !== skillOf(before, "a"), "a re-read");
      await settle();
      expect(changes.length).toBeGreaterThan(0);
      for (const c of changes) {
        expect(c.changed).toEqual(["a"]);
        expect(c.catalogChanged).toBe(false);
      }
      expect(catalogKey(w.current)).toBe(catalogKey(before));
      for (const format of ["xml", "markdown", "json"] as const) {
        for (const budget of [51_200, 40]) {
          expect(renderCatalog(w.current, { format, budget })).toBe(
            renderCatalog(before, { format, budget }),
          );
        }
      }
      expect(renderCatalog(w.current)).toContain("<name>a</name>");
      expect(skillOf(w.current, "b")).toBe(skillOf(before, "b")); // identity kept
      expect(await w.current.readBody(skillOf(w.current, "a")!)).toContain("A new body");
    },
    TIMEOUT,
  );

  it(
    "W2/C5: a description edit changes the catalog; a name edit removes the old name and adds the new",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      const { changes } = record(w);
      writeTree(root, { "a/SKILL.md": skillMd("a", "A new description.") });
      await waitForSet(w, (s) => skillOf(s, "a")?.description === "A new description.", "description");
      expect(changes.at(-1)).toMatchObject({ changed: ["a"], catalogChanged: true });

      writeTree(root, { "a/SKILL.md": skillMd("a-two", "A new description.") });
      await waitForSet(w, (s) => names(s).includes("a-two"), "renamed by frontmatter");
      const c = changes.at(-1)!;
      expect(c).toMatchObject({ added: ["a-two"], removed: ["a"], catalogChanged: true });
      expect(c.diagnostics.map((d) => d.code)).toContain("name-dir-mismatch");
    },
    TIMEOUT,
  );

  it(
    "W1: an editor's atomic save (write a temporary file, rename it over SKILL.md) is an edit",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      for (const [i, tmpName] of [".SKILL.md.swp", "SKILL.md.tmp-1234"].entries()) {
        const description = `Saved atomically, take ${i}.`;
        writeFileSync(join(root, "a", tmpName), skillMd("a", description));
        renameSync(join(root, "a", tmpName), join(root, "a", "SKILL.md"));
        await waitForSet(w, (s) => skillOf(s, "a")?.description === description, `atomic save ${i}`);
      }
      await settle();
      expect(names(w.current)).toEqual(["a"]);
      expect(w.current.diagnostics).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "W2/C5: with the host's renderer as `catalog`, catalogChanged is exactly whether the catalog bytes changed",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
      const options = { format: "markdown" as const, budget: 10 }; // over budget: names only
      const w = await start([root], { catalog: (set) => renderCatalog(set, options) });
      const { changes } = record(w);
      const before = renderCatalog(w.current, options);
      writeTree(root, { "a/SKILL.md": skillMd("a", "A description the budget leaves out anyway.") });
      await waitForSet(
        w,
        (s) => skillOf(s, "a")?.description.startsWith("A description") === true,
        "a edited",
      );
      expect(changes.at(-1)).toMatchObject({ changed: ["a"], catalogChanged: false });
      expect(renderCatalog(w.current, options)).toBe(before);
      writeTree(root, { "c/SKILL.md": skillMd("c") });
      await waitForSet(w, (s) => names(s).includes("c"), "c added");
      expect(changes.at(-1)).toMatchObject({ added: ["c"], catalogChanged: true });
      expect(renderCatalog(w.current, options)).not.toBe(before);
    },
    TIMEOUT,
  );

  it(
    "W1: renaming a skill directory moves the skill (location changes the catalog)",
    async () => {
      const root = writeTree(tmp(), { "cat/a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
      const w = await start([root]);
      const { changes } = record(w);
      renameSync(join(root, "cat"), join(root, "group"));
      const moved = join(root, "group", "a", "SKILL.md");
      await waitForSet(w, (s) => skillOf(s, "a")?.location === moved, "a moved");
      expect(changes.some((c) => c.changed.includes("a") && c.catalogChanged)).toBe(true);
      expect(names(w.current)).toEqual(["a", "b"]);
    },
    TIMEOUT,
  );

  it(
    "W1: deleting a skill removes it; a broken edit shows the diagnostic and a fix brings it back",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a"), "b/SKILL.md": skillMd("b") });
      const w = await start([root]);
      const { changes } = record(w);
      rmSync(join(root, "b"), { recursive: true });
      await waitForSet(w, (s) => !names(s).includes("b"), "b removed");
      expect(changes.at(-1)).toMatchObject({ removed: ["b"], catalogChanged: true });

      writeFileSync(join(root, "a", "SKILL.md"), "---\nname: a\ndescription: [unclosed\n---\nbody\n");
      await waitForSet(w, (s) => s.failed.length === 1, "a fails");
      expect(changes.at(-1)!.removed).toEqual(["a"]);
      expect(changes.at(-1)!.diagnostics.map((d) => d.code)).toContain("invalid-yaml");

      writeTree(root, { "a/SKILL.md": skillMd("a") });
      await waitForSet(w, (s) => names(s).includes("a"), "a fixed");
      expect(changes.at(-1)).toMatchObject({ added: ["a"], diagnostics: [] });
      expect(changes.at(-1)!.resolvedDiagnostics).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    "W1/R1/R2: a project skill created over a user skill of the same name takes over; deleting it gives the name back",
    async () => {
      const base = tmp();
      const user = writeTree(join(base, "user"), { "a/SKILL.md": skillMd("a", "The user's a.") });
      const project = writeTree(join(base, "project"), { "b/SKILL.md": skillMd("b") });
      const w = await start([project], { roots: [project, { path: user, scope: "user" }] });
      const { changes } = record(w);
      writeTree(project, { "a/SKILL.md": skillMd("a", "The project's a.") });
      await waitForSet(w, (s) => skillOf(s, "a")?.scope === "project", "project a wins");
      const c = changes.at(-1)!;
      expect(c).toMatchObject({ added: [], removed: [], changed: ["a"], catalogChanged: true });
      expect(c.diagnostics.map((d) => d.code)).toEqual(["shadowed"]);
      expect(w.current.shadowed.map((s) => s.location)).toEqual([join(user, "a", "SKILL.md")]);
      rmSync(join(project, "a"), { recursive: true });
      await waitForSet(w, (s) => skillOf(s, "a")?.scope === "user", "user a back");
      expect(changes.at(-1)).toMatchObject({ changed: ["a"], catalogChanged: true, resolvedDiagnostics: 1 });
      expect(w.current.shadowed).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "W1/F1/D4: a wrong-case skill.md and a skill beyond the depth limit are reported as they appear",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root], { depth: 2 });
      const { changes } = record(w);
      writeTree(root, { "b/skill.md": skillMd("b") });
      await waitForSet(w, (s) => s.failed.some((f) => f.name === "b"), "wrong case reported");
      expect(changes.at(-1)!.diagnostics.map((d) => d.code)).toEqual(["wrong-case-filename"]);
      writeTree(root, { "x/y/z/SKILL.md": skillMd("z") });
      await waitForSet(w, (s) => s.diagnostics.some((d) => d.code === "depth-limit"), "too deep reported");
      expect(names(w.current)).toEqual(["a"]);
      renameSync(join(root, "b", "skill.md"), join(root, "b", "SKILL.md"));
      await waitForSet(w, (s) => names(s).includes("b"), "renamed to SKILL.md");
      expect(w.current.failed).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "W1: a root that does not exist at start (two levels missing) is picked up when created",
    async () => {
      const base = tmp();
      const root = join(base, "project", ".agents", "skills");
      const w = await start([root]);
      expect(names(w.current)).toEqual([]);
      mkdirSync(join(base, "project"));
      await settle(200);
      mkdirSync(join(base, "project", ".agents"));
      await settle(200);
      writeTree(root, { "a/SKILL.md": skillMd("a") });
      await waitForSet(w, (s) => names(s).includes("a"), "a in the new root");
      // And the new root is watched for real now.
      writeTree(root, { "b/SKILL.md": skillMd("b") });
      await waitForSet(w, (s) => names(s).includes("b"), "b in the new root");
    },
    TIMEOUT,
  );

  it(
    "W1: a root that is deleted empties, and comes back when re-created",
    async () => {
      const base = tmp();
      const root = writeTree(join(base, "skills"), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      rmSync(root, { recursive: true });
      await waitForSet(w, (s) => s.skills.length === 0, "root gone");
      writeTree(root, { "b/SKILL.md": skillMd("b") });
      await waitForSet(w, (s) => names(s).includes("b"), "root back");
      writeTree(root, { "c/SKILL.md": skillMd("c") });
      await waitForSet(w, (s) => names(s).includes("c"), "root watched again");
    },
    TIMEOUT,
  );

  it(
    "W1/D6: a symlinked skill follows edits of its target and a re-pointed link",
    async () => {
      const base = tmp();
      const shared = writeTree(join(base, "shared"), {
        "one/SKILL.md": skillMd("linked", "First target."),
        "two/SKILL.md": skillMd("linked", "Second target."),
      });
      const root = writeTree(join(base, "skills"), { "a/SKILL.md": skillMd("a") });
      link(join(shared, "one"), join(root, "linked"));
      const w = await start([root]);
      expect(skillOf(w.current, "linked")?.description).toBe("First target.");
      writeTree(shared, { "one/SKILL.md": skillMd("linked", "First target, edited.") });
      await waitForSet(
        w,
        (s) => skillOf(s, "linked")?.description === "First target, edited.",
        "target edit",
      );
      // Re-point the link in place.
      unlinkSync(join(root, "linked"));
      symlinkSync(join(shared, "two"), join(root, "linked"));
      await waitForSet(w, (s) => skillOf(s, "linked")?.description === "Second target.", "re-pointed link");
      expect(skillOf(w.current, "linked")?.location).toBe(join(root, "linked", "SKILL.md"));
      // The new target is watched.
      writeTree(shared, { "two/SKILL.md": skillMd("linked", "Second target, edited.") });
      await waitForSet(
        w,
        (s) => skillOf(s, "linked")?.description === "Second target, edited.",
        "new target",
      );
    },
    TIMEOUT,
  );

  it(
    "W3: a change of the trust file re-runs trust and resolution",
    async () => {
      const base = tmp();
      const project = writeTree(join(base, "project"), { ".agents/skills/p/SKILL.md": skillMd("p") });
      mkdirSync(join(project, ".git"));
      const trustFile = join(base, "config", "skillport", "trust.json"); // its folder does not exist yet
      const trusted = (root: Root): boolean => {
        try {
          return (JSON.parse(readFileSync(trustFile, "utf8")) as string[]).some((d) =>
            root.path.startsWith(d),
          );
        } catch {
          return false;
        }
      };
      const w = await watchSkills({
        cwd: project,
        user: false,
        builtins: false,
        trust: trusted,
        trustFile,
      });
      open.push(w);
      expect(names(w.current)).toEqual([]);
      writeTree(base, { "config/skillport/trust.json": JSON.stringify([project]) });
      await waitForSet(w, (s) => names(s).includes("p"), "trusted project loads");
      // The project root is watched now.
      writeTree(project, { ".agents/skills/q/SKILL.md": skillMd("q") });
      await waitForSet(w, (s) => names(s).includes("q"), "q in the trusted project");
      writeFileSync(trustFile, "[]");
      await waitForSet(w, (s) => s.skills.length === 0, "trust revoked");
    },
    TIMEOUT,
  );

  it(
    "W3/R4: a change of a watched config file re-runs resolution with refreshed options",
    async () => {
      const base = tmp();
      const root = writeTree(join(base, "skills"), {
        "a/SKILL.md": skillMd("a"),
        "b/SKILL.md": skillMd("b"),
      });
      const config = join(base, "config.json"); // does not exist yet
      const disabled = (): string[] => {
        try {
          return (JSON.parse(readFileSync(config, "utf8")) as { disabledPaths: string[] }).disabledPaths;
        } catch {
          return [];
        }
      };
      const w = await start([root], {
        watchFiles: [config],
        refreshOptions: () => ({ disabledPaths: disabled() }),
      });
      expect(names(w.current)).toEqual(["a", "b"]);
      const { changes } = record(w);
      writeFileSync(config, JSON.stringify({ disabledPaths: [join(root, "a")] }));
      await waitForSet(w, (s) => !names(s).includes("a"), "a disabled");
      expect(changes.at(-1)).toMatchObject({ removed: ["a"], catalogChanged: true });
      expect(changes.at(-1)!.diagnostics.map((d) => d.code)).toEqual(["disabled"]);
      expect(skillOf(w.current, "b")).toBe(skillOf(changes[0]!.previous, "b")); // nothing re-read
      writeFileSync(config, JSON.stringify({ disabledPaths: [] }));
      await waitForSet(w, (s) => names(s).includes("a"), "a enabled again");
    },
    TIMEOUT,
  );

  it(
    "W3/T1: trusting and revoking a project in the real trust store (trust: store) loads and unloads its skills",
    async () => {
      const base = tmp();
      const project = writeTree(join(base, "project"), { ".agents/skills/p/SKILL.md": skillMd("p") });
      mkdirSync(join(project, ".git"));
      const trustStore = join(base, "config", "skillport", "trust.json");
      const w = await watchSkills({ cwd: project, user: false, builtins: false, trustStore });
      open.push(w);
      expect(names(w.current)).toEqual([]);
      expect(w.current.diagnostics.map((d) => d.code)).toContain("project-untrusted");
      trustDirectory(project, trustStore);
      await waitForSet(w, (s) => names(s).includes("p"), "trusted project loads");
      revokeDirectory(project, trustStore);
      await waitForSet(w, (s) => s.skills.length === 0, "revoked project unloads");
    },
    TIMEOUT,
  );

  it(
    "W3: reload() re-runs resolution on demand and returns the new set",
    async () => {
      const base = tmp();
      const root = writeTree(join(base, "skills"), { "a/SKILL.md": skillMd("a") });
      let allow = false;
      const w = await start([], {
        cwd: base,
        project: true,
        trust: () => allow,
      });
      // An explicit root is always trusted; use the discovered project root instead.
      expect(names(w.current)).toEqual([]);
      mkdirSync(join(base, ".agents"));
      renameSync(root, join(base, ".agents", "skills"));
      allow = true;
      const set = await w.reload();
      expect(names(set)).toEqual(["a"]);
      expect(w.current).toBe(set);
    },
    TIMEOUT,
  );

  it(
    "W1: bursts of 500 files (a checkout creating, then rewriting them) give a few events each; the end state is complete",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      const { changes } = record(w);
      const files: Record<string, string> = {};
      for (let i = 0; i < 250; i++) {
        const n = `s${String(i).padStart(3, "0")}`;
        files[`${n}/SKILL.md`] = skillMd(n);
        files[`${n}/references/notes.md`] = "notes";
      }
      writeTree(root, files);
      const set = await waitForSet(w, (s) => s.skills.length === 251, "250 skills added");
      await settle(1500);
      expect(names(set)).toHaveLength(251);
      // Without debouncing this would be hundreds of events; under heavy load a few more than one.
      expect(changes.length).toBeGreaterThanOrEqual(1);
      expect(changes.length).toBeLessThanOrEqual(10);
      expect(changes.flatMap((c) => c.added)).toHaveLength(250);

      // A checkout that rewrites all 500 files (bodies and references) of the same skills.
      changes.length = 0;
      const rewritten: Record<string, string> = {};
      for (let i = 0; i < 250; i++) {
        const n = `s${String(i).padStart(3, "0")}`;
        rewritten[`${n}/SKILL.md`] = skillMd(n, undefined, "", `# ${n}\n\nRewritten body.`);
        rewritten[`${n}/references/notes.md`] = "rewritten notes";
      }
      const before = w.current;
      writeTree(root, rewritten);
      await waitForSet(
        w,
        (s) => s.skills.filter((x) => x.name.startsWith("s") && x !== skillOf(before, x.name)).length === 250,
        "250 skills re-read",
      );
      await settle(1500);
      expect(changes.length).toBeGreaterThanOrEqual(1);
      expect(changes.length).toBeLessThanOrEqual(10);
      expect(new Set(changes.flatMap((c) => c.changed)).size).toBe(250);
      expect(changes.every((c) => !c.catalogChanged)).toBe(true);
      expect(skillOf(w.current, "a")).toBe(skillOf(before, "a"));
    },
    TIMEOUT,
  );

  it(
    "W1: only the changed SKILL.md is read again (counted at the file-system boundary)",
    async () => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 20; i++) files[`s${i}/SKILL.md`] = skillMd(`s${i}`);
      const root = writeTree(tmp(), files);
      const reads: string[] = [];
      const counting: DiscoveryFs = {
        ...nodeDiscoveryFs,
        readHead: (path, limit, head) => {
          reads.push(path);
          return nodeDiscoveryFs.readHead(path, limit, head);
        },
      };
      const w = await start([root], { fs: counting });
      expect(reads).toHaveLength(20);
      reads.length = 0;
      writeTree(root, { "s7/SKILL.md": skillMd("s7", "Edited.") });
      await waitForSet(w, (s) => skillOf(s, "s7")?.description === "Edited.", "s7 edited");
      expect(new Set(reads)).toEqual(new Set([join(root, "s7", "SKILL.md")]));
      reads.length = 0;
      writeTree(root, { "new/SKILL.md": skillMd("new") });
      await waitForSet(w, (s) => names(s).includes("new"), "new added");
      expect(new Set(reads)).toEqual(new Set([join(root, "new", "SKILL.md")]));
    },
    TIMEOUT,
  );

  it(
    "W1: after a series of edits the watched set equals a fresh load (same records, same order)",
    async () => {
      const base = tmp();
      const project = writeTree(join(base, "p"), {
        "a/SKILL.md": skillMd("a"),
        "cat/b/SKILL.md": skillMd("b"),
        "cat/.gitignore": "",
      });
      const user = writeTree(join(base, "u"), { "a/SKILL.md": skillMd("a"), "c/SKILL.md": skillMd("c") });
      link(join(user, "c"), join(project, "cat", "c-link"));
      const roots = [project, { path: user, scope: "user" as const }];
      const options = { roots, user: false, project: false, builtins: false } as const;
      const w = await watchSkills({ ...options, trustFile: false });
      open.push(w);
      writeTree(project, { "cat/d/SKILL.md": skillMd("d"), "cat/deep/1/2/3/4/SKILL.md": skillMd("e") });
      writeFileSync(join(project, "cat", ".gitignore"), "d/\n");
      writeTree(user, { "c/SKILL.md": skillMd("c", "Edited through the user root.") });
      rmSync(join(project, "a"), { recursive: true });
      utimesSync(join(user, "a", "SKILL.md"), new Date(), new Date());
      await waitForSet(
        w,
        (s) =>
          !s.shadowed.some((x) => x.name === "a") &&
          skillOf(s, "c")?.description.startsWith("Edited") === true,
        "edits applied",
      );
      await settle(800);
      const fresh = await loadSkills(options);
      expect(shape(w.current)).toEqual(shape(fresh));
      expect(w.current.diagnostics.map((d) => d.code)).toContain("depth-limit");
    },
    TIMEOUT,
  );

  it("W1: a bad option rejects the start (and leaves nothing running)", async () => {
    await expect(watchSkills({ profile: "no-such-profile", trustFile: false })).rejects.toThrow(
      "Unknown profile 'no-such-profile'",
    );
  });

  it(
    "W1/M1: with commands on, creating, editing and deleting a command emit command changes",
    async () => {
      const project = tmp();
      mkdirSync(join(project, ".git"));
      writeTree(project, { ".agents/skills/a/SKILL.md": skillMd("a") });
      const w = await watchSkills({
        cwd: project,
        user: false,
        builtins: false,
        trust: "all",
        trustFile: false,
        commands: true,
      });
      open.push(w);
      expect(w.commands?.commands).toEqual([]);
      const { changes } = record(w);
      const until = async (test: () => boolean, what: string): Promise<void> => {
        const deadline = Date.now() + 20_000;
        while (!test()) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
          await settle(50);
        }
      };
      writeTree(project, {
        ".agents/commands/review.md": "---\ndescription: Review a file.\n---\nReview $1.\n",
      });
      await until(() => changes.some((c) => c.commands?.added.includes("review")), "review added");
      expect(w.commands?.commands.map((c) => c.name)).toEqual(["review"]);
      const added = changes.find((c) => c.commands)!;
      expect(added).toMatchObject({ added: [], removed: [], changed: [], catalogChanged: false });
      writeTree(project, {
        ".agents/commands/review.md": "---\ndescription: Review closely.\n---\nReview $1.\n",
      });
      await until(() => changes.some((c) => c.commands?.changed.includes("review")), "review changed");
      rmSync(join(project, ".agents", "commands", "review.md"));
      await until(() => changes.some((c) => c.commands?.removed.includes("review")), "review removed");
      expect(names(w.current)).toEqual(["a"]);
    },
    TIMEOUT,
  );

  it(
    "W1: the async iterator yields changes and ends on close()",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      const seen: SkillChange[] = [];
      const done = (async () => {
        for await (const c of w) seen.push(c);
      })();
      writeTree(root, { "b/SKILL.md": skillMd("b") });
      await waitForSet(w, (s) => names(s).includes("b"), "b added");
      await w.close();
      await done; // the loop ends
      expect(seen.some((c) => c.added.includes("b"))).toBe(true);
      expect(w.closed).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "W1: breaking out of for-await unsubscribes the iterator; events keep flowing to listeners",
    async () => {
      const root = writeTree(tmp(), { "a/SKILL.md": skillMd("a") });
      const w = await start([root]);
      const first = (async () => {
        for await (const c of w) return c;
        return undefined;
      })();
      writeTree(root, { "b/SKILL.md": skillMd("b") });
      expect((await first)?.added).toEqual(["b"]);
      writeTree(root, { "c/SKILL.md": skillMd("c") });
      await waitForSet(w, (s) => names(s).includes("c"), "c added after the loop ended");
    },
    TIMEOUT,
  );
});
