import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installSkill } from "../../../src/install/install.js";
import { readLock } from "../../../src/install/lock.js";
import { parseIndex } from "../../../src/install/well-known.js";
import { REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { tarEntry } from "../../helpers/tar.js";

const SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
const sha = (b: Uint8Array | string) => `sha256:${createHash("sha256").update(b).digest("hex")}`;

const tarGz = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

type Route = { body: Buffer | string; type?: string } | "hang";
// The server runs in its own process: the CLI runs (spawnSync) block this one.
const served = mkdtempSync(join(tmpdir(), "skillport-www-"));
const routes = {
  set(path: string, r: Route) {
    if (r === "hang") return;
    const file = join(served, ...path.split("/").filter(Boolean));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, r.body);
  },
  get(path: string): { body: string } {
    return { body: readFileSync(join(served, ...path.split("/").filter(Boolean)), "utf8") };
  },
};
let child: ChildProcess;
let origin = "";

beforeAll(async () => {
  child = spawn(process.execPath, [join(REPO, "test", "fixtures", "static-server.mjs"), served], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once("data", (b: Buffer) => resolve(b.toString().trim())),
  );
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(served, { recursive: true, force: true });
});

/** Serves a v0.2 index under `/<site>/.well-known/agent-skills/` and returns the site URL. */
function site(
  name: string,
  skills: {
    name: string;
    type: string;
    body: Buffer | string;
    digest?: string;
    extra?: object;
    file?: string;
  }[],
  index?: object,
) {
  const base = `/${name}/.well-known/agent-skills`;
  const entries = skills.map((s) => {
    const file = s.file ?? (s.type === "skill-md" ? `${s.name}/SKILL.md` : `${s.name}.tar.gz`);
    routes.set(`${base}/${file}`, {
      body: s.body,
      type: file.endsWith(".zip") ? "application/zip" : undefined,
    });
    return {
      name: s.name,
      type: s.type,
      description: `${s.name} things`,
      url: file,
      digest: s.digest ?? sha(s.body),
      ...s.extra,
    };
  });
  routes.set(`${base}/index.json`, {
    body: JSON.stringify(index ?? { $schema: SCHEMA, skills: entries }),
    type: "application/json",
  });
  return `${origin}/${name}`;
}

function project() {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  mkdirSync(join(proj, ".git"));
  return { home, proj, env: { HOME: home }, root: join(proj, ".agents", "skills") };
}

const tree = (dir: string): Record<string, string> => {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, "utf8");
    }
  };
  walk(dir);
  return out;
};

describe("well-known indexes over a loopback HTTP server", () => {
  it("v0.2: skill-md, tar.gz and zip archives installed whole with digests verified; locked; outdated and update follow the index", () => {
    const archive = tarGz(
      tarEntry("SKILL.md", skillMd("packed")),
      tarEntry("scripts/", "", "5", "", 0o755),
      tarEntry("scripts/go.sh", "#!/bin/sh\necho go\n", "0", "", 0o755),
      tarEntry("references/ref.md", "ref"),
    );
    const zipped = Buffer.from(
      zipSync({ "SKILL.md": Buffer.from(skillMd("zipped")), "assets/a.txt": Buffer.from("A") }),
    );
    const url = site("v02", [
      { name: "plain", type: "skill-md", body: skillMd("plain") },
      { name: "packed", type: "archive", body: archive },
      { name: "zipped", type: "archive", body: zipped, file: "zipped.zip" },
    ]);
    const { proj, env, root } = project();
    const r = runCli(["add", url, "--cwd", proj], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(tree(join(root, "plain"))).toEqual({ "SKILL.md": skillMd("plain") });
    expect(tree(join(root, "packed"))).toEqual({
      "SKILL.md": skillMd("packed"),
      "scripts/go.sh": "#!/bin/sh\necho go\n",
      "references/ref.md": "ref",
    });
    expect(statSync(join(root, "packed", "scripts", "go.sh")).mode & 0o111).not.toBe(0);
    expect(tree(join(root, "zipped"))).toEqual({ "SKILL.md": skillMd("zipped"), "assets/a.txt": "A" });
    const lock = readLock(join(proj, "skills-lock.json"));
    expect(lock.skills.packed).toMatchObject({
      sourceType: "well-known",
      sourceUrl: `${url}/.well-known/agent-skills/index.json`,
      source: new URL(origin).host,
    });
    expect(runCli(["outdated", "--cwd", proj], { env }).code).toBe(0);
    site("v02", [
      { name: "plain", type: "skill-md", body: skillMd("plain", "Plain, v2.") },
      { name: "packed", type: "archive", body: archive },
      { name: "zipped", type: "archive", body: zipped, file: "zipped.zip" },
    ]);
    const out = runCli(["outdated", "--cwd", proj], { env });
    expect(out.code).toBe(1);
    expect(out.stdout).toContain("plain: changed upstream");
    expect(out.stdout).toContain("packed: up to date");
    expect(runCli(["update", "--cwd", proj], { env }).code).toBe(0);
    expect(readFileSync(join(root, "plain", "SKILL.md"), "utf8")).toContain("Plain, v2.");
    // restore into a fresh project from the lock
    const fresh = project();
    writeFileSync(join(fresh.proj, "skills-lock.json"), readFileSync(join(proj, "skills-lock.json")));
    const restored = runCli(["install", "--cwd", fresh.proj], { env: fresh.env });
    expect(restored.code, restored.stderr).toBe(0);
    expect(tree(fresh.root)).toEqual(tree(root));
  });

  it("export --well-known publishes a tree as a v0.2 index whose digests verify; add reads it back identically", () => {
    const src = writeTree(tmp(), {
      "one/SKILL.md": skillMd("one"),
      "two/SKILL.md": skillMd("two"),
      "two/references/r.md": "r",
      "two/scripts/s.sh": "echo s",
    });
    const out = tmp();
    const e = runCli(["export", src, "--well-known", out, "--json"]);
    expect(e.code, e.stderr).toBe(0);
    const dir = join(out, ".well-known", "agent-skills");
    const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8"));
    expect(index.$schema).toBe(SCHEMA);
    expect(index.skills.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ["one", "skill-md"],
      ["two", "archive"],
    ]);
    for (const s of index.skills) expect(sha(readFileSync(join(dir, s.url)))).toBe(s.digest);
    // Deterministic: a second export gives the same bytes.
    const again = tmp();
    runCli(["export", src, "--well-known", again]);
    expect(readFileSync(join(again, ".well-known", "agent-skills", "two.tar.gz"))).toEqual(
      readFileSync(join(dir, "two.tar.gz")),
    );
    expect(runCli(["export", src, "--well-known", out]).stderr).toContain("install-target-exists");
    for (const f of ["index.json", "one/SKILL.md", "two.tar.gz"]) {
      routes.set(`/exported/.well-known/agent-skills/${f}`, { body: readFileSync(join(dir, f)) });
    }
    const { proj, env, root } = project();
    const r = runCli(["add", `${origin}/exported`, "--cwd", proj], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(tree(root)).toEqual(Object.fromEntries(Object.entries(tree(src)).map(([k, v]) => [k, v])));
  });

  it("v0.1 index (files list, no digests) installs with a warning; sha256 instead of digest is read leniently with a warning", () => {
    routes.set("/v01/.well-known/skills/index.json", {
      body: JSON.stringify({
        skills: [{ name: "old", description: "d", files: ["SKILL.md", "references/x.md"] }],
      }),
    });
    routes.set("/v01/.well-known/skills/old/SKILL.md", { body: skillMd("old") });
    routes.set("/v01/.well-known/skills/old/references/x.md", { body: "x" });
    const a = project();
    const r = runCli(["add", `${origin}/v01`, "--cwd", a.proj], { env: a.env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("install-no-digest");
    expect(tree(join(a.root, "old"))).toEqual({ "SKILL.md": skillMd("old"), "references/x.md": "x" });
    const body = skillMd("lenient");
    const url = site(
      "len",
      [
        {
          name: "lenient",
          type: "skill-md",
          body,
          digest: undefined as never,
          extra: { sha256: sha(body).slice(7) },
        },
      ],
      undefined,
    );
    // rewrite the index without digest
    const idx = JSON.parse(routes.get("/len/.well-known/agent-skills/index.json").body);
    delete idx.skills[0].digest;
    routes.set("/len/.well-known/agent-skills/index.json", { body: JSON.stringify(idx) });
    const b = project();
    const l = runCli(["add", url, "--cwd", b.proj], { env: b.env });
    expect(l.code, l.stderr).toBe(0);
    expect(l.stderr).toContain("install-index-lenient");
  });

  it("hostile indexes: wrong digest, unknown $schema, a name that walks out, a huge index, a name that differs from SKILL.md — refused, nothing written", () => {
    const cases: [string, string][] = [
      [
        site("wrong", [{ name: "w", type: "skill-md", body: skillMd("w"), digest: sha("other") }]),
        "install-digest-mismatch",
      ],
      [
        site("schema", [], { $schema: "https://example.invalid/9.json", skills: [] }),
        "install-index-invalid",
      ],
      [
        site("walk", [], {
          $schema: SCHEMA,
          skills: [{ name: "../x", type: "skill-md", url: "x", digest: sha("") }],
        }),
        "install-index-invalid",
      ],
      [site("notjson", [], undefined), ""],
      [
        site("differs", [{ name: "alias", type: "skill-md", body: skillMd("real-name") }]),
        "install-index-invalid",
      ],
    ];
    routes.set("/notjson/.well-known/agent-skills/index.json", { body: "{nope" });
    cases[3]![1] = "install-index-invalid";
    routes.set("/huge/.well-known/agent-skills/index.json", { body: Buffer.alloc(2 * 1024 * 1024, 32) });
    cases.push([`${origin}/huge`, "install-too-large"]);
    routes.set("/v01walk/.well-known/skills/index.json", {
      body: JSON.stringify({
        skills: [{ name: "w", description: "d", files: ["SKILL.md", "../../../etc/passwd"] }],
      }),
    });
    cases.push([`${origin}/v01walk`, "install-archive-unsafe"]);
    const many = {
      $schema: SCHEMA,
      skills: Array.from({ length: 1001 }, (_, i) => ({
        name: `s${i}`,
        type: "skill-md",
        url: "x",
        digest: sha(""),
      })),
    };
    routes.set("/many/.well-known/agent-skills/index.json", { body: JSON.stringify(many) });
    cases.push([`${origin}/many`, "install-too-large"]);
    for (const [url, code] of cases) {
      const { proj, env } = project();
      const r = runCli(["add", url, "--cwd", proj], { env });
      expect(r.code, url).toBe(1);
      expect(r.stderr, url).toContain(code);
      expect(readdirSync(proj), url).toEqual([".git"]);
    }
  });

  it("hostile archives: traversal, absolute paths, symlinks, hard links, devices (tar and zip) — refused, nothing written", () => {
    const md = tarEntry("SKILL.md", skillMd("evil"));
    const tars = {
      traversal: tarGz(md, tarEntry("../../escaped.txt", "x")),
      absolute: tarGz(md, tarEntry("/tmp/abs.txt", "x")),
      symlink: tarGz(md, tarEntry("link", "", "2", "/etc/passwd")),
      inside: tarGz(md, tarEntry("link", "", "2", "SKILL.md")),
      hardlink: tarGz(md, tarEntry("hard", "", "1", "/etc/passwd")),
      device: tarGz(md, tarEntry("dev", "", "3")),
      fifo: tarGz(md, tarEntry("fifo", "", "6")),
      dup: tarGz(md, tarEntry("SKILL.md", "again")),
    };
    const zips = {
      ztraversal: zipSync({ "SKILL.md": Buffer.from(skillMd("evil")), "../escaped.txt": Buffer.from("x") }),
      zsymlink: zipSync({
        "SKILL.md": Buffer.from(skillMd("evil")),
        link: [Buffer.from("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }],
      }),
    };
    for (const [label, body] of [...Object.entries(tars), ...Object.entries(zips)]) {
      const isZip = label.startsWith("z");
      const url = site(`a-${label}`, [
        { name: "evil", type: "archive", body: Buffer.from(body), ...(isZip ? { file: "evil.zip" } : {}) },
      ]);
      const { proj, env } = project();
      const r = runCli(["add", url, "--force", "--cwd", proj], { env });
      expect(r.code, label).toBe(1);
      expect(r.stderr, label).toContain("install-archive-unsafe");
      expect(readdirSync(proj), label).toEqual([".git"]);
    }
  });

  it("decompression bombs (gzip and zip) stop at the size cap; too many files stop at the count cap", async () => {
    const gz = tarGz(
      tarEntry("SKILL.md", skillMd("bomb")),
      tarEntry("zeros", Buffer.alloc(60 * 1024 * 1024)),
    );
    expect(gz.length).toBeLessThan(200 * 1024);
    const url = site("gzbomb", [{ name: "bomb", type: "archive", body: gz }]);
    const { proj, env } = project();
    const r = runCli(["add", url, "--cwd", proj], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("install-too-large");
    expect(readdirSync(proj)).toEqual([".git"]);
    const limits = { maxFiles: 5, maxFileBytes: 64 * 1024, maxSkillBytes: 128 * 1024 };
    const zbomb = zipSync({ "SKILL.md": Buffer.from(skillMd("zb")), zeros: Buffer.alloc(1024 * 1024) });
    const zurl = site("zbomb", [{ name: "zb", type: "archive", body: Buffer.from(zbomb), file: "zb.zip" }]);
    const root = join(proj, ".agents", "skills");
    await expect(installSkill(zurl, { root, base: proj, limits })).rejects.toMatchObject({
      code: "install-too-large",
    });
    const files: Record<string, Uint8Array> = { "SKILL.md": Buffer.from(skillMd("zc")) };
    for (let i = 0; i < 10; i++) files[`f${i}`] = Buffer.from("x");
    const curl = site("zcount", [
      { name: "zc", type: "archive", body: Buffer.from(zipSync(files)), file: "zc.zip" },
    ]);
    await expect(installSkill(curl, { root, base: proj, limits })).rejects.toMatchObject({
      code: "install-too-large",
    });
    expect(existsSync(root)).toBe(false);
  });

  it("a server that never answers: install-timeout after --timeout, nothing written", () => {
    routes.set("/hang/.well-known/agent-skills/index.json", "hang");
    const { proj, env } = project();
    const r = runCli(["add", `${origin}/hang`, "--timeout", "1", "--cwd", proj], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("install-timeout");
    expect(readdirSync(proj)).toEqual([".git"]);
  });

  it("parseIndex: an unknown entry type is skipped with a warning; no $schema with v0.2 entries is read as v0.2", () => {
    const p = parseIndex(
      JSON.stringify({
        skills: [
          { name: "a", type: "skill-md", url: "a/SKILL.md", digest: sha("x") },
          { name: "b", type: "plugin", url: "b" },
        ],
      }),
      "http://h/.well-known/agent-skills/index.json",
    );
    expect(p.version).toBe("0.2");
    expect(p.entries.map((e) => e.name)).toEqual(["a"]);
    expect(p.diagnostics.map((d) => d.code)).toEqual(["install-index-lenient", "install-index-lenient"]);
  });
});
