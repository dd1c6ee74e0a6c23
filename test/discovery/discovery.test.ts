import { mkdirSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DiscoveryFs, nodeDiscoveryFs } from "../../src/discovery/fs.js";
import { projectDirectories, resolveRoots } from "../../src/discovery/roots.js";
import { walkRoot } from "../../src/discovery/walk.js";
import { loadSkills } from "../../src/load.js";
import { profiles } from "../../src/profiles/index.js";
import { link, skillMd, tmp, writeTree } from "../helpers/index.js";

const load = (root: string, extra: Parameters<typeof loadSkills>[0] = {}) =>
  loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root, ...extra });
const names = (set: { skills: readonly { name: string }[] }) => set.skills.map((s) => s.name);
const codes = (set: { diagnostics: readonly { code: string }[] }) => set.diagnostics.map((d) => d.code);

describe("D4 layout and depth", () => {
  it("D4: flat and nested category folders load; nothing below a SKILL.md is a skill", async () => {
    const root = writeTree(tmp(), {
      "flat/SKILL.md": skillMd("flat"),
      "cat/nested/SKILL.md": skillMd("nested"),
      "a/b/c/deep/SKILL.md": skillMd("deep"),
      "outer/SKILL.md": skillMd("outer"),
      "outer/references/SKILL.md": skillMd("references"),
      "outer/inner/SKILL.md": skillMd("inner"),
    });
    const set = await load(root);
    expect(names(set)).toEqual(["deep", "flat", "nested", "outer"]);
    expect(set.diagnostics).toEqual([]);
  });

  it("D4: skills deeper than the limit are not loaded and get depth-limit naming the path", async () => {
    const root = writeTree(tmp(), {
      "ok/SKILL.md": skillMd("ok"),
      "one/two/SKILL.md": skillMd("two"),
      "a/b/c/d/e/too-deep/SKILL.md": skillMd("too-deep"),
    });
    const flat = await load(root, { depth: 1 });
    expect(names(flat)).toEqual(["ok"]);
    expect(flat.diagnostics.filter((x) => x.code === "depth-limit").map((x) => x.path)).toEqual([
      join(root, "a/b/c/d/e/too-deep/SKILL.md"),
      join(root, "one", "two", "SKILL.md"),
    ]);
    expect(flat.diagnostics.find((x) => x.path?.includes("two"))?.message).toMatch(/at most 1 level/);
    const deflt = await load(root);
    expect(names(deflt)).toEqual(["ok", "two"]);
    expect(deflt.diagnostics.map((x) => x.path)).toEqual([join(root, "a/b/c/d/e/too-deep/SKILL.md")]);
  });

  it("D4: a skill 20 levels down is still reported, never silently invisible", async () => {
    const deep = `${Array.from({ length: 20 }, (_, i) => `l${i}`).join("/")}/deep/SKILL.md`;
    const root = writeTree(tmp(), { [deep]: skillMd("deep") });
    const set = await load(root);
    expect(set.skills).toEqual([]);
    expect(set.diagnostics.map((x) => [x.code, x.path])).toEqual([["depth-limit", join(root, deep)]]);
  });

  it("T5: a directory named SKILL.md is reported, not taken for a category folder silently", async () => {
    const root = writeTree(tmp(), { "odd/SKILL.md/.keep": "", "fine/SKILL.md": skillMd("fine") });
    const set = await load(root);
    expect(names(set)).toEqual(["fine"]);
    expect(set.diagnostics.map((x) => [x.code, x.path])).toEqual([
      ["read-failed", join(root, "odd", "SKILL.md")],
    ]);
    expect(set.diagnostics[0]?.message).toMatch(/is a directory/);
  });

  it("F1: a case-variant skill.md is not loaded but reported as wrong-case-filename", async () => {
    const root = writeTree(tmp(), { "lower/skill.md": skillMd("lower"), "good/SKILL.md": skillMd("good") });
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    expect(set.failed.map((f) => f.name)).toEqual(["lower"]);
    expect(codes(set)).toEqual(["wrong-case-filename"]);
  });

  it("D4: a root that is itself a skill directory loads as one skill", async () => {
    const base = tmp();
    writeTree(base, { "solo/SKILL.md": skillMd("solo"), "solo/sub/SKILL.md": skillMd("sub") });
    const set = await load(join(base, "solo"));
    expect(names(set)).toEqual(["solo"]);
  });
});

describe("D5 skipped paths", () => {
  it("D5: dot-directories and node_modules are skipped", async () => {
    const root = writeTree(tmp(), {
      ".hidden/SKILL.md": skillMd("hidden"),
      "node_modules/pkg/SKILL.md": skillMd("pkg"),
      "cat/.git/x/SKILL.md": skillMd("x"),
      "visible/SKILL.md": skillMd("visible"),
    });
    expect(names(await load(root))).toEqual(["visible"]);
  });

  it("D5: .gitignore and .ignore files inside the root are honoured, scoped to their directory", async () => {
    const root = writeTree(tmp(), {
      ".gitignore": "drafts/\n",
      "drafts/wip/SKILL.md": skillMd("wip"),
      "team/.ignore": "old-*\n",
      "team/old-one/SKILL.md": skillMd("old-one"),
      "team/new-one/SKILL.md": skillMd("new-one"),
      "other/old-two/SKILL.md": skillMd("old-two"),
      "keep/SKILL.md": skillMd("keep"),
    });
    expect(names(await load(root))).toEqual(["keep", "new-one", "old-two"]);
  });
});

describe("D6 symlinks", () => {
  it("D6: a symlinked skill directory loads with the path it was found through", async () => {
    const base = tmp();
    writeTree(base, {
      "store/shared-skill/SKILL.md": skillMd("shared-skill"),
      "root/local/SKILL.md": skillMd("local"),
    });
    link(join(base, "store", "shared-skill"), join(base, "root", "shared-skill"));
    const set = await load(join(base, "root"));
    expect(names(set)).toEqual(["local", "shared-skill"]);
    expect(set.skills.find((s) => s.name === "shared-skill")?.location).toBe(
      join(base, "root", "shared-skill", "SKILL.md"),
    );
  });

  it("D6: a symlink loop ends with symlink-loop, a dangling link with broken-link", async () => {
    const root = writeTree(tmp(), { "cat/good/SKILL.md": skillMd("good") });
    link(join(root, "cat"), join(root, "cat", "loop"));
    link(join(root, "nowhere"), join(root, "dangling"));
    link("self", join(root, "self"));
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    expect(codes(set).sort()).toEqual(["broken-link", "symlink-loop", "symlink-loop"]);
  });

  it("D6: the same real SKILL.md reached twice loads once (duplicate-path, info)", async () => {
    const root = writeTree(tmp(), { "a/twin/SKILL.md": skillMd("twin") });
    link(join(root, "a"), join(root, "b"));
    const set = await load(root);
    expect(names(set)).toEqual(["twin"]);
    expect(set.skills[0]?.location).toBe(join(root, "a", "twin", "SKILL.md"));
    expect(set.diagnostics.map((d) => `${d.severity}:${d.code}`)).toEqual(["info:duplicate-path"]);
  });

  it("D6: a SKILL.md that is a symlink to a file loads; a dangling one is reported", async () => {
    const base = tmp();
    writeTree(base, { "src.md": skillMd("linked"), "root/linked/.keep": "", "root/gone/.keep": "" });
    link(join(base, "src.md"), join(base, "root", "linked", "SKILL.md"));
    link(join(base, "missing.md"), join(base, "root", "gone", "SKILL.md"));
    const set = await load(join(base, "root"));
    expect(names(set)).toEqual(["linked"]);
    expect(codes(set)).toEqual(["broken-link"]);
  });
});

describe("D7–D9 limits, errors, order", () => {
  it("D7: the directory cap stops the scan with scan-truncated", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`empty-${i}/.keep`] = "";
    const root = writeTree(tmp(), files);
    const set = await load(root, { maxDirectories: 10 });
    expect(codes(set)).toEqual(["scan-truncated"]);
  });

  it("D8: a missing root is normal and gives no diagnostic", async () => {
    const set = await load(join(tmp(), "does-not-exist"));
    expect(set.skills).toEqual([]);
    expect(set.diagnostics).toEqual([]);
  });

  it("D8/T5: a read error on one directory or file becomes read-failed and other skills still load", async () => {
    const root = writeTree(tmp(), {
      "locked/inner/SKILL.md": skillMd("inner"),
      "secret/SKILL.md": skillMd("secret"),
      "fine/SKILL.md": skillMd("fine"),
    });
    const eacces = (p: string) =>
      Object.assign(new Error(`EACCES: permission denied, open '${p}'`), { code: "EACCES" });
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readdir: (p) => {
        if (p === join(root, "locked")) throw eacces(p);
        return nodeDiscoveryFs.readdir(p);
      },
      readHead: (p, limit, head) => {
        if (p === join(root, "secret", "SKILL.md")) throw eacces(p);
        return nodeDiscoveryFs.readHead(p, limit, head);
      },
    };
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["fine"]);
    expect(set.diagnostics.map((d) => `${d.severity}:${d.code}:${d.path}`).sort()).toEqual([
      `error:read-failed:${join(root, "secret", "SKILL.md")}`,
      `warning:read-failed:${join(root, "locked")}`,
    ]);
    expect(set.failed.map((f) => f.name)).toEqual(["secret"]);
  });

  it("F8/D7: a 2 GiB sparse SKILL.md is rejected by size without being read", async () => {
    const root = writeTree(tmp(), { "huge/SKILL.md": "", "small/SKILL.md": skillMd("small") });
    truncateSync(join(root, "huge", "SKILL.md"), 2 * 1024 ** 3);
    let bytesRead = 0;
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readHead: (p, limit, head) => {
        const r = nodeDiscoveryFs.readHead(p, limit, head);
        bytesRead += r.bytes?.length ?? 0;
        return r;
      },
      readFile: (p) => {
        throw new Error(`readFile must not be called for ${p}`);
      },
    };
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["small"]);
    expect(codes(set)).toEqual(["file-too-large"]);
    expect(bytesRead).toBeLessThan(4096);
  });

  it("F8: 100 KiB exactly loads; one byte more does not", async () => {
    const pad = (n: number) => {
      const head = skillMd("pad", "Padded.");
      return head + "x".repeat(n - Buffer.byteLength(head));
    };
    const root = writeTree(tmp(), { "pad/SKILL.md": pad(100 * 1024) });
    expect(names(await load(root))).toEqual(["pad"]);
    writeFileSync(join(root, "pad", "SKILL.md"), pad(100 * 1024 + 1));
    expect(codes(await load(root))).toEqual(["file-too-large"]);
  });

  it("F2/F9: long frontmatter past the first read still parses, and the body is read lazily", async () => {
    const description = `Long ${"word ".repeat(180)}end.`;
    const root = writeTree(tmp(), {
      "long/SKILL.md": skillMd("long", description, `metadata:\n  note: "${"n".repeat(4000)}"\n`),
    });
    const set = await load(root);
    expect(set.skills[0]?.description).toBe(description.trim());
    expect(await set.readBody(set.skills[0]!)).toBe("# long\n\nBody.");
    expect(JSON.stringify(set.skills)).not.toContain("Body.");
  });

  it("D9: order does not depend on creation order", async () => {
    const a = tmp();
    const b = tmp();
    const list = ["zeta", "alpha", "mid", "beta"];
    for (const n of list) writeTree(a, { [`${n}/SKILL.md`]: skillMd(n) });
    for (const n of [...list].reverse()) writeTree(b, { [`${n}/SKILL.md`]: skillMd(n) });
    const sa = await load(a);
    const sb = await load(b);
    expect(names(sa)).toEqual(["alpha", "beta", "mid", "zeta"]);
    expect(names(sb)).toEqual(names(sa));
  });

  it("T5: a file deleted between readdir and read, and a directory replaced by a file mid-scan", async () => {
    const root = writeTree(tmp(), {
      "vanish/SKILL.md": skillMd("vanish"),
      "swap/inner/SKILL.md": skillMd("inner"),
      "stay/SKILL.md": skillMd("stay"),
    });
    // The loader opens SKILL.md before listing a directory; a failed first open makes it list
    // `vanish`, and the file disappears between that listing and the read.
    let probed = false;
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readHead: (p, limit, head) => {
        if (p === join(root, "vanish", "SKILL.md") && !probed) {
          probed = true;
          throw Object.assign(new Error("EAGAIN: try again"), { code: "EAGAIN" });
        }
        return nodeDiscoveryFs.readHead(p, limit, head);
      },
      readdir: (p) => {
        const entries = nodeDiscoveryFs.readdir(p);
        if (p === join(root, "vanish")) rmSync(join(root, "vanish", "SKILL.md"));
        if (p === root) {
          rmSync(join(root, "swap"), { recursive: true });
          writeFileSync(join(root, "swap"), "now a file");
        }
        return entries;
      },
    };
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["stay"]);
    // The vanished SKILL.md is an error; the directory replaced by a file is an info (T5: never silent).
    expect(set.diagnostics.map((d) => [d.code, d.severity, d.path])).toEqual([
      ["read-failed", "info", join(root, "swap")],
      ["read-failed", "error", join(root, "vanish", "SKILL.md")],
    ]);
    expect(set.diagnostics.every((d) => /disappeared/.test(d.message))).toBe(true);
  });

  it("T5: invalid UTF-8 and binary files are reported, never thrown", async () => {
    const root = writeTree(tmp(), {
      "latin1/SKILL.md": Buffer.from("---\nname: latin1\ndescription: caf\xe9\n---\n", "latin1"),
      "binary/SKILL.md": Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 3]),
      "good/SKILL.md": skillMd("good"),
    });
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    expect(codes(set)).toEqual(["invalid-encoding", "invalid-encoding"]);
  });
});

describe("D1–D3 roots", () => {
  it("D2: project roots from cwd up to the git root, nearest first; home is never a project root", () => {
    const home = tmp();
    const repo = join(home, "repo");
    mkdirSync(join(repo, ".git"), { recursive: true });
    mkdirSync(join(repo, "pkg", "app"), { recursive: true });
    expect(projectDirectories(join(repo, "pkg", "app"))).toEqual([
      join(repo, "pkg", "app"),
      join(repo, "pkg"),
      repo,
    ]);
    const roots = resolveRoots(profiles.agents!, { cwd: join(repo, "pkg", "app"), home, kind: "skills" });
    expect(roots.map((r) => [r.scope, r.path])).toEqual([
      ["project", join(repo, "pkg", "app", ".agents", "skills")],
      ["project", join(repo, "pkg", ".agents", "skills")],
      ["project", join(repo, ".agents", "skills")],
      ["user", join(home, ".agents", "skills")],
    ]);
    // Outside git: just the working directory. cwd = home: the user root is not also a project root.
    const atHome = resolveRoots(profiles.agents!, { cwd: home, home, kind: "skills" });
    expect(atHome.map((r) => r.scope)).toEqual(["user"]);
  });

  it("D3: profiles are data — claude is flat with .claude roots, zed uses the worktree only", () => {
    const home = tmp();
    const repo = join(home, "w");
    mkdirSync(join(repo, ".git"), { recursive: true });
    mkdirSync(join(repo, "sub"), { recursive: true });
    const claude = resolveRoots(profiles.claude!, { cwd: join(repo, "sub"), home, kind: "skills" });
    expect(claude.map((r) => r.path)).toEqual([
      join(repo, "sub", ".claude", "skills"),
      join(repo, ".claude", "skills"),
      join(home, ".claude", "skills"),
    ]);
    expect(claude.every((r) => r.depth === 1)).toBe(true);
    const zed = resolveRoots(profiles.zed!, { cwd: join(repo, "sub"), home, kind: "skills" });
    expect(zed.map((r) => r.path)).toEqual([
      join(repo, ".agents", "skills"),
      join(home, ".agents", "skills"),
    ]);
  });

  it("D1: explicit roots are project scope unless given another, and come first in their scope", () => {
    const home = tmp();
    const roots = resolveRoots(profiles.agents!, {
      cwd: home,
      home,
      kind: "skills",
      explicit: ["/x/one", { path: "/x/managed", scope: "managed" }],
    });
    expect(roots.map((r) => [r.scope, r.path, r.explicit ?? false])).toEqual([
      ["managed", "/x/managed", true],
      ["project", "/x/one", true],
      ["user", join(home, ".agents", "skills"), false],
    ]);
  });

  it("D2: loadSkills finds project skills in ancestors and user skills under HOME", async () => {
    const home = tmp();
    const repo = join(home, "code", "repo");
    writeTree(repo, {
      ".git/HEAD": "ref: refs/heads/main\n",
      ".agents/skills/top/SKILL.md": skillMd("top"),
      "pkg/.agents/skills/near/SKILL.md": skillMd("near"),
    });
    writeTree(home, { ".agents/skills/mine/SKILL.md": skillMd("mine") });
    // Trust is T1's subject (test/e2e/security/trust.test.ts); here every discovered project root is trusted.
    const set = await loadSkills({ cwd: join(repo, "pkg"), home, builtins: false, trust: "all" });
    expect(set.skills.map((s) => [s.name, s.scope])).toEqual([
      ["mine", "user"],
      ["near", "project"],
      ["top", "project"],
    ]);
  });

  it("D1: walkRoot on a file root reports it instead of throwing", async () => {
    const base = writeTree(tmp(), { "file.txt": "x" });
    const r = await walkRoot(join(base, "file.txt"));
    expect(r.diagnostics.map((d) => d.code)).toEqual(["read-failed"]);
  });
});
