import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../../src/diagnostics.js";
import { applyTrust, loadCommands, loadSkills, type Root, trustDirectory } from "../../../src/index.js";
import {
  parseTrustStore,
  readTrustStore,
  revokeDirectory,
  trustStorePath,
} from "../../../src/security/trust.js";
import { canonicalPath } from "../../../src/util/paths.js";
import { CLI, link, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

/** A git project with one skill in .agents/skills, plus an isolated home. */
function project() {
  const base = tmp();
  const proj = join(base, "proj");
  const home = join(base, "home");
  writeTree(proj, {
    ".git/HEAD": "ref: refs/heads/main\n",
    ".agents/skills/hello/SKILL.md": skillMd("hello"),
  });
  mkdirSync(home, { recursive: true });
  const store = join(home, ".config", "skillport", "trust.json");
  return { base, proj, home, store };
}

const names = (set: { skills: readonly { name: string }[] }) => set.skills.map((s) => s.name);
const codes = (set: { diagnostics: readonly { code: string }[] }) => set.diagnostics.map((d) => d.code);

describe("T1: trust store", () => {
  it("T1: store path is $XDG_CONFIG_HOME/skillport/trust.json, default ~/.config/skillport/trust.json", () => {
    expect(trustStorePath({ XDG_CONFIG_HOME: "/x/cfg", HOME: "/h" })).toBe("/x/cfg/skillport/trust.json");
    expect(trustStorePath({ HOME: "/h" })).toBe("/h/.config/skillport/trust.json");
  });

  it("T1: trusting writes a canonical key atomically; trusting again is a no-op; subdirectories are covered", () => {
    const { base, proj, store } = project();
    link(proj, join(base, "alias"));
    const r = trustDirectory(join(base, "alias"), store);
    expect(r.added).toBe(true);
    expect(r.entry.path).toBe(canonicalPath(proj));
    const file = JSON.parse(readFileSync(store, "utf8"));
    expect(file.version).toBe(1);
    expect(Object.keys(file.trusted)).toEqual([canonicalPath(proj)]);
    expect(readdirSync(join(store, "..")).filter((f) => f !== "trust.json")).toEqual([]); // no temp files left
    expect(trustDirectory(join(proj, "sub", "dir"), store).added).toBe(false);
  });

  it("T1: revoke removes the entry and the ones below; a trusted ancestor is reported", () => {
    const { proj, store } = project();
    trustDirectory(join(proj, "a"), store);
    trustDirectory(join(proj, "b"), store);
    expect(
      revokeDirectory(proj, store)
        .removed.map((e) => e.path)
        .sort(),
    ).toEqual([join(canonicalPath(proj), "a"), join(canonicalPath(proj), "b")].sort());
    trustDirectory(proj, store);
    const r = revokeDirectory(join(proj, "a"), store);
    expect(r.removed).toEqual([]);
    expect(r.stillTrustedBy?.path).toBe(canonicalPath(proj));
  });

  it("T1: a corrupt store trusts nothing and says so (trust-store-invalid)", async () => {
    const { proj, store } = project();
    writeTree(join(store, ".."), { "trust.json": "{ not json" });
    expect(() => readTrustStore(store)).toThrow(/not valid JSON/);
    const set = await loadSkills({
      cwd: proj,
      home: join(proj, "..", "home"),
      trustStore: store,
      builtins: false,
    });
    expect(names(set)).toEqual([]);
    expect(codes(set)).toContain(CODES.trustStoreInvalid);
    expect(codes(set)).toContain(CODES.projectUntrusted);
  });

  it("T1: relative keys in the store are ignored (they would depend on the working directory)", () => {
    const s = parseTrustStore(
      JSON.stringify({ version: 1, trusted: { "rel/dir": { trustedAt: "" }, "/abs": {} } }),
    );
    expect(s.entries.map((e) => e.path)).toEqual(["/abs"]);
  });
});

describe("T1: loadSkills trust option", () => {
  it("T1: default store: an untrusted project is left out with ONE project-untrusted diagnostic naming how to trust", async () => {
    const { proj, home, store } = project();
    // Two project roots in the same project (cwd and the git root) still make one diagnostic.
    writeTree(proj, { "pkg/.agents/skills/inner/SKILL.md": skillMd("inner") });
    const set = await loadSkills({ cwd: join(proj, "pkg"), home, trustStore: store, builtins: false });
    expect(names(set)).toEqual([]);
    const ds = set.diagnostics.filter((d) => d.code === CODES.projectUntrusted);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.severity).toBe("warning");
    expect(ds[0]!.path).toBe(proj);
    expect(ds[0]!.message).toContain(`skillport trust ${proj}`);
    expect(ds[0]!.message).toContain("--trust");
  });

  it("T1: the default store follows the `home` option (XDG_CONFIG_HOME wins when set)", async () => {
    const { proj, home } = project();
    trustDirectory(proj, join(home, ".config", "skillport", "trust.json"));
    const saved = process.env.XDG_CONFIG_HOME;
    try {
      delete process.env.XDG_CONFIG_HOME;
      expect(names(await loadSkills({ cwd: proj, home, builtins: false }))).toEqual(["hello"]);
      process.env.XDG_CONFIG_HOME = join(home, "elsewhere");
      expect(names(await loadSkills({ cwd: proj, home, builtins: false }))).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = saved;
    }
  });

  it("T1: no diagnostic when the untrusted project has no skills folder (a missing root is normal)", async () => {
    const base = tmp();
    const set = await loadSkills({
      cwd: base,
      home: base,
      trustStore: join(base, "t.json"),
      builtins: false,
    });
    expect(set.diagnostics).toEqual([]);
  });

  it("T1: trusting the git root trusts the project's roots below it; trusting a subdirectory does not trust its parent's roots", async () => {
    const { proj, home, store } = project();
    writeTree(proj, { "pkg/.agents/skills/inner/SKILL.md": skillMd("inner") });
    trustDirectory(join(proj, "pkg"), store);
    let set = await loadSkills({ cwd: join(proj, "pkg"), home, trustStore: store, builtins: false });
    expect(names(set)).toEqual(["inner"]);
    expect(codes(set)).toContain(CODES.projectUntrusted);
    trustDirectory(proj, store);
    set = await loadSkills({ cwd: join(proj, "pkg"), home, trustStore: store, builtins: false });
    expect(names(set)).toEqual(["hello", "inner"]);
    expect(codes(set)).not.toContain(CODES.projectUntrusted);
  });

  it("T1: trust by canonical path: a project reached through a symlink is trusted when its real path is", async () => {
    const { base, proj, home, store } = project();
    trustDirectory(proj, store);
    link(proj, join(base, "via-link"));
    const set = await loadSkills({ cwd: join(base, "via-link"), home, trustStore: store, builtins: false });
    expect(names(set)).toEqual(["hello"]);
  });

  it('T1: "all", "none" and a function; explicit and user roots are always trusted', async () => {
    const { base, proj, home, store } = project();
    writeTree(home, { ".agents/skills/mine/SKILL.md": skillMd("mine") });
    writeTree(base, { "extra/given/SKILL.md": skillMd("given") });
    const common = { cwd: proj, home, trustStore: store, builtins: false, roots: [join(base, "extra")] };
    expect(names(await loadSkills({ ...common, trust: "all" }))).toEqual(["given", "hello", "mine"]);
    const none = await loadSkills({ ...common, trust: "none" });
    expect(names(none)).toEqual(["given", "mine"]);
    expect(codes(none)).toContain(CODES.projectUntrusted);
    const seen: Root[] = [];
    const fn = await loadSkills({
      ...common,
      trust: (r) => {
        seen.push(r);
        return true;
      },
    });
    expect(names(fn)).toEqual(["given", "hello", "mine"]);
    // The function is asked only about discovered project roots.
    expect(seen.every((r) => r.scope === "project" && !r.explicit)).toBe(true);
    expect(seen.map((r) => r.path)).toContain(join(proj, ".agents", "skills"));
  });

  it("T1: applyTrust marks roots and keeps their order (the helper loadCommands uses)", () => {
    const { proj, store } = project();
    const roots: Root[] = [
      { path: "/given", scope: "project", kind: "commands", depth: 4, trusted: true, explicit: true },
      {
        path: join(proj, ".agents", "commands"),
        scope: "project",
        kind: "commands",
        depth: 4,
        trusted: false,
        projectDir: proj,
      },
      { path: "/home/u/.agents/commands", scope: "user", kind: "commands", depth: 4, trusted: true },
    ];
    mkdirSync(roots[1]!.path, { recursive: true });
    const d = applyTrust(roots, { storePath: store });
    expect(d.roots.map((r) => r.trusted)).toEqual([true, false, true]);
    expect(d.trusted.map((r) => r.path)).toEqual(["/given", "/home/u/.agents/commands"]);
    expect(d.untrustedProjects).toEqual([proj]);
    expect(d.diagnostics[0]!.message).toContain("commands");
  });
});

describe("T1: loadCommands", () => {
  it("T1/M1: commands of an untrusted project are left out with project-untrusted; the store trusts them", async () => {
    const { proj, home, store } = project();
    writeTree(proj, { ".agents/commands/deploy.md": "---\ndescription: Deploy it.\n---\nDeploy.\n" });
    const before = await loadCommands({ cwd: proj, home, trustStore: store });
    expect(before.commands).toEqual([]);
    const d = before.diagnostics.filter((x) => x.code === CODES.projectUntrusted);
    expect(d).toHaveLength(1);
    expect(d[0]!.message).toContain("commands");
    trustDirectory(proj, store);
    const after = await loadCommands({ cwd: proj, home, trustStore: store });
    expect(after.commands.map((c) => c.name)).toEqual(["deploy"]);
    expect(after.diagnostics.map((x) => x.code)).not.toContain(CODES.projectUntrusted);
  });
});

describe("T1: CLI", () => {
  it("T1/L: list leaves an untrusted project out; --trust loads it for one run without touching the store", () => {
    const { proj, home, store } = project();
    const env = { HOME: home };
    let r = runCli(["list", "--json", "--cwd", proj], { env });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.skills.map((s: { name: string }) => s.name)).toEqual(["create-skill"]);
    expect(out.diagnostics.map((d: { code: string }) => d.code)).toEqual(["project-untrusted"]);
    r = runCli(["list", "--json", "--trust", "--cwd", proj], { env });
    expect(JSON.parse(r.stdout).skills.map((s: { name: string }) => s.name)).toEqual([
      "create-skill",
      "hello",
    ]);
    expect(existsSync(store)).toBe(false);
  });

  it("T1/L: never prompts when stdin/stdout are not terminals, even with 'y' on stdin", () => {
    const { proj, home, store } = project();
    const r = runCli(["list", "--cwd", proj], { env: { HOME: home }, input: "y\n" });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("hello");
    expect(r.stdout + r.stderr).not.toContain("[y/N]");
    expect(existsSync(store)).toBe(false);
  });

  it("T1/L: trust with no DIR trusts the git root of --cwd; --list and --revoke; --json", () => {
    const { proj, home } = project();
    const env = { HOME: home };
    let r = runCli(["trust", "--cwd", join(proj)], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Trusted ${canonicalPath(proj)}`);
    r = runCli(["list", "--json", "--cwd", proj], { env });
    expect(JSON.parse(r.stdout).skills.map((s: { name: string }) => s.name)).toContain("hello");
    r = runCli(["trust", "--list", "--json"], { env });
    expect(JSON.parse(r.stdout).trusted.map((e: { path: string }) => e.path)).toEqual([canonicalPath(proj)]);
    r = runCli(["trust", proj, "--revoke", "--json"], { env });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).trusted).toBe(false);
    r = runCli(["trust", "--list"], { env });
    expect(r.stdout).toContain("No trusted projects");
    r = runCli(["trust", "--list", "somewhere"], { env });
    expect(r.code).toBe(2);
    r = runCli(["trust", join(proj, "no-such-dir")], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("not a directory");
  });

  it("T1/L: revoking a directory trusted through an ancestor exits 1 and names the ancestor", () => {
    const { proj, home } = project();
    const env = { HOME: home };
    runCli(["trust", proj], { env });
    const r = runCli(["trust", "--revoke", join(proj, "sub")], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`still trusted because ${canonicalPath(proj)}`);
  });

  it("T1/L: a corrupt trust store is a refusal (exit 1) for the trust command", () => {
    const { proj, home, store } = project();
    mkdirSync(join(store, ".."), { recursive: true });
    writeFileSync(store, "[]");
    const r = runCli(["trust", proj], { env: { HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not a skillport trust file");
  });

  /** Runs `skillport list` on a pseudo-terminal (`script`), answering `answer` to any prompt. */
  function listOnTerminal(proj: string, home: string, answer: string) {
    const cmd = [process.execPath, CLI, "list", "--cwd", proj].map((a) => `'${a}'`).join(" ");
    return spawnSync("script", ["-e", "-q", "-c", cmd, "/dev/null"], {
      input: answer,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
      timeout: 60_000,
    });
  }

  it("T1/L: on a terminal, list offers to trust the project and loads it after 'y'", () => {
    const { proj, home, store } = project();
    const r = listOnTerminal(proj, home, "y\n");
    expect(r.stdout).toContain("[y/N]");
    expect(r.stdout).toContain(join(proj, ".agents", "skills", "hello", "SKILL.md"));
    expect(readTrustStore(store).entries.map((e) => e.path)).toEqual([canonicalPath(proj)]);
  });

  it("T1/L: on a terminal, answering 'n' trusts nothing and does not repeat the warning", () => {
    const { proj, home, store } = project();
    const r = listOnTerminal(proj, home, "n\n");
    expect(r.stdout).toContain("[y/N]");
    expect(r.stdout).not.toContain(join(proj, ".agents", "skills", "hello", "SKILL.md"));
    expect(r.stdout.match(/is not trusted/g)).toHaveLength(1);
    expect(existsSync(store)).toBe(false);
  });
});
