import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CODES } from "../../../src/diagnostics.js";
import { type DiscoveryFs, nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import { type Diagnostic, loadSkills } from "../../../src/index.js";
import { CLI, link, skillMd, tmp, writeTree } from "../../helpers/index.js";

// T5: nothing the runtime reads may crash it. Each case: the load resolves, the bad input yields its
// diagnostic, and the good skill beside it still loads.

// Creating 100k directories takes ~30 s on a busy disk and ~1 s in memory: the two big-tree tests use
// Linux's RAM-backed shared-memory file system when there is one.
const RAM_DIR = "/dev/shm";
const ramMade: string[] = [];
afterEach(() => {
  for (const d of ramMade.splice(0)) rmSync(d, { recursive: true, force: true });
});
function ramTmp(): string {
  const d = mkdtempSync(join(existsSync(RAM_DIR) ? RAM_DIR : tmpdir(), "skillport-"));
  ramMade.push(d);
  return d;
}

const errno = (code: string, path: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: simulated, ${path}`), { code, path });

/** A root with one good skill; returns its path. */
function rootWithGood(files: Record<string, string | Buffer> = {}): string {
  const root = tmp();
  writeTree(root, { "good/SKILL.md": skillMd("good"), ...files });
  return root;
}

async function load(root: string, extra: Parameters<typeof loadSkills>[0] = {}) {
  return loadSkills({ roots: [root], cwd: root, home: tmp(), project: false, builtins: false, ...extra });
}

const codes = (ds: readonly Diagnostic[]) => ds.map((d) => d.code);
const names = (set: { skills: readonly { name: string }[] }) => set.skills.map((s) => s.name);

describe("T5: hostile files", () => {
  it("T5: invalid UTF-8 SKILL.md → invalid-encoding; the good skill loads", async () => {
    const root = rootWithGood({
      "bad/SKILL.md": Buffer.concat([
        Buffer.from("---\nname: bad\ndescription: "),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from("\n---\n"),
      ]),
    });
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    const bad = set.failed.find((f) => f.directory.endsWith("bad"))!;
    expect(codes(bad.diagnostics)).toEqual([CODES.invalidEncoding]);
    expect(bad.diagnostics[0]!.path).toBe(join(root, "bad", "SKILL.md"));
  });

  it("T5: binary SKILL.md (NUL bytes, random bytes) → invalid-encoding", async () => {
    const random = Buffer.alloc(8192);
    for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) % 256;
    const root = rootWithGood({
      "png/SKILL.md": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
      "rnd/SKILL.md": random,
    });
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    expect(set.failed.map((f) => codes(f.diagnostics))).toEqual([
      [CODES.invalidEncoding],
      [CODES.invalidEncoding],
    ]);
  });

  it("T5: a FIFO or a device as SKILL.md is never read → read-failed; no hang", async () => {
    const root = rootWithGood();
    mkdirSync(join(root, "fifo"));
    expect(spawnSync("mkfifo", [join(root, "fifo", "SKILL.md")]).status).toBe(0);
    link("/dev/zero", join(root, "zero", "SKILL.md"));
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    const failed = set.diagnostics.filter((d) => d.code === CODES.readFailed).map((d) => d.path);
    expect(failed.sort()).toEqual([join(root, "fifo", "SKILL.md"), join(root, "zero", "SKILL.md")]);
  });

  it("D5, T5: a FIFO or a 2 GiB file named .gitignore/.ignore is not read → read-failed; no hang, the rest loads", async () => {
    const root = rootWithGood({ "cat/inner/SKILL.md": skillMd("inner") });
    expect(spawnSync("mkfifo", [join(root, ".gitignore")]).status).toBe(0);
    writeFileSync(join(root, "cat", ".ignore"), "");
    truncateSync(join(root, "cat", ".ignore"), 2 * 1024 ** 3);
    const set = await load(root);
    expect(names(set)).toEqual(["good", "inner"]);
    const failed = set.diagnostics.filter((d) => d.code === CODES.readFailed);
    expect(failed.map((d) => [d.path, d.message])).toEqual([
      [
        join(root, ".gitignore"),
        `Cannot read ${join(root, ".gitignore")}: it is not a regular file (a FIFO, socket or device).`,
      ],
      [
        join(root, "cat", ".ignore"),
        expect.stringMatching(
          /^Cannot read .*\.ignore: it is 2147483648 bytes, over the \d+ bytes read whole\.$/,
        ),
      ],
    ]);
  });

  it("T5: a 2 GiB sparse SKILL.md is rejected by size without a byte being read", async () => {
    const root = rootWithGood({ "huge/SKILL.md": "" });
    const huge = join(root, "huge", "SKILL.md");
    truncateSync(huge, 2 * 1024 ** 3);
    const reads: string[] = [];
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readHead(path, limit, head) {
        const r = nodeDiscoveryFs.readHead(path, limit, head);
        if (r.bytes !== undefined) reads.push(path);
        return r;
      },
      readFile(path) {
        reads.push(path);
        return nodeDiscoveryFs.readFile(path);
      },
    };
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["good"]);
    const d = set.failed[0]!.diagnostics[0]!;
    expect(d.code).toBe(CODES.fileTooLarge);
    expect(d.message).toContain(String(2 * 1024 ** 3));
    expect(reads).not.toContain(huge);
  });

  it("T5: YAML that tries to explode (alias fan-out, 5 000-deep nesting) is invalid-yaml; the good skill loads", async () => {
    // 9 levels of 10 aliases: 10^9 values once expanded, in about 400 bytes.
    const aliases = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++)
      aliases.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(", ")}]`,
      );
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const root = rootWithGood({
      "bomb/SKILL.md": `---\nname: bomb\ndescription: d\n${aliases.join("\n")}\n---\n`,
      "deep/SKILL.md": `---\nname: deep\ndescription: d\nx: ${deep}\n---\n`,
      "fine/SKILL.md": `---\nname: fine\ndescription: d\nmetadata:\n  a: &v one\n  b: *v\n---\n`,
    });
    const set = await load(root);
    expect(names(set)).toEqual(["fine", "good"]);
    expect(set.failed.map((f) => [f.name, codes(f.diagnostics)])).toEqual([
      ["bomb", [CODES.invalidYaml]],
      ["deep", [CODES.invalidYaml]],
    ]);
    expect(set.failed[0]!.diagnostics[0]!.message).toContain("alias bomb");
    // Whatever loaded can be serialised (the JSON output and MCP do).
    expect(JSON.stringify(set.skills.map((s) => s.frontmatter)).length).toBeLessThan(10_000);
  });
});

describe("T5: hostile trees", () => {
  it("T5: 100 000 directories in one root stop at the directory cap (scan-truncated); other roots still load", async () => {
    const wide = ramTmp();
    for (let i = 0; i < 100_000; i++) mkdirSync(join(wide, `d${i}`));
    const good = rootWithGood();
    const set = await loadSkills({
      roots: [wide, good],
      cwd: good,
      home: tmp(),
      project: false,
      builtins: false,
    });
    expect(names(set)).toEqual(["good"]);
    const d = set.diagnostics.filter((x) => x.code === CODES.scanTruncated);
    expect(d).toHaveLength(1);
    expect(d[0]!.path).toBe(wide);
    expect(d[0]!.message).toContain("20000");
  });

  it("T5: nesting 200 deep neither overflows nor hides the good skill; with a high depth limit the deep skill loads", async () => {
    const deepRel = Array(200).fill("d").join("/");
    const root = rootWithGood({
      [`${deepRel}/SKILL.md`]: skillMd("deep-one").replace("name: deep-one", "name: d"),
    });
    const shallow = await load(root);
    expect(names(shallow)).toEqual(["good"]);
    const deep = await load(root, { depth: 1000 });
    expect(names(deep)).toEqual(["d", "good"]);
  });

  it("T5: symlink loops (to an ancestor, to itself, mutual) → symlink-loop; the good skill loads", async () => {
    const root = rootWithGood();
    link(root, join(root, "cat", "up"));
    link(join(root, "self"), join(root, "self"));
    link(join(root, "m2"), join(root, "m1"));
    link(join(root, "m1"), join(root, "m2"));
    const set = await load(root);
    expect(names(set)).toEqual(["good"]);
    const loops = set.diagnostics.filter((d) => d.code === CODES.symlinkLoop).map((d) => d.path);
    expect(loops).toEqual(
      expect.arrayContaining([
        join(root, "cat", "up"),
        join(root, "self"),
        join(root, "m1"),
        join(root, "m2"),
      ]),
    );
  });

  /**
   * Runs `change` on a real file system right after `dir` is listed. A loader that opens SKILL.md
   * before listing the directory gets one EAGAIN on that first open, so it too has to list the
   * directory and then read the file: the change lands between the listing and the read either way.
   */
  function changeAfterListing(dir: string, change: () => void): DiscoveryFs {
    let listed = false;
    return {
      ...nodeDiscoveryFs,
      readHead(path, limit, head) {
        if (path === join(dir, "SKILL.md") && !listed) throw errno("EAGAIN", path);
        return nodeDiscoveryFs.readHead(path, limit, head);
      },
      readdir(path) {
        const entries = nodeDiscoveryFs.readdir(path);
        if (path === dir && !listed) {
          listed = true;
          change();
        }
        return entries;
      },
    };
  }

  it("T5: a SKILL.md deleted between readdir and read → read-failed; the good skill loads", async () => {
    const root = rootWithGood({ "gone/SKILL.md": skillMd("gone") });
    const fs = changeAfterListing(join(root, "gone"), () => unlinkSync(join(root, "gone", "SKILL.md")));
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["good"]);
    const d = set.failed[0]!.diagnostics[0]!;
    expect([d.code, d.path]).toEqual([CODES.readFailed, join(root, "gone", "SKILL.md")]);
    expect(d.message).toContain("disappeared");
  });

  it("T5: a SKILL.md replaced by a directory between readdir and read → read-failed (not a regular file)", async () => {
    const root = rootWithGood({ "swapped/SKILL.md": skillMd("swapped") });
    const file = join(root, "swapped", "SKILL.md");
    const fs = changeAfterListing(join(root, "swapped"), () => {
      unlinkSync(file);
      mkdirSync(file);
    });
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["good"]);
    const d = set.failed[0]!.diagnostics[0]!;
    expect([d.code, d.path]).toEqual([CODES.readFailed, file]);
  });

  it("T5: directories replaced by files mid-scan → a read-failed info each, no crash; the good skill loads", async () => {
    const root = rootWithGood({
      "cat/inner/SKILL.md": skillMd("inner"),
      "skill2/SKILL.md": skillMd("skill2"),
    });
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readdir(path) {
        const entries = nodeDiscoveryFs.readdir(path);
        if (path === root) {
          // After the root was listed, a category folder and a skill folder become files.
          for (const name of ["cat", "skill2"]) {
            rmSync(join(root, name), { recursive: true });
            writeFileSync(join(root, name), "now a file");
          }
        }
        return entries;
      },
    };
    const set = await load(root, { fs });
    expect(names(set)).toEqual(["good"]);
    const found = set.diagnostics.map((d) => [d.code, d.severity, d.path]);
    expect(found).toContainEqual([CODES.readFailed, "info", join(root, "cat")]);
    expect(found).toContainEqual([CODES.readFailed, "info", join(root, "skill2")]);
  });

  it("T5: permission errors (EACCES on a directory, a SKILL.md, a symlink, a whole root) → read-failed; everything else loads", async () => {
    const root = rootWithGood({
      "locked-dir/x/SKILL.md": skillMd("x"),
      "locked-file/SKILL.md": skillMd("locked-file"),
      "target/t/SKILL.md": skillMd("t"),
    });
    link(join(root, "target"), join(root, "via-link"));
    const lockedRoot = tmp();
    writeTree(lockedRoot, { "y/SKILL.md": skillMd("y") });
    const fs: DiscoveryFs = {
      ...nodeDiscoveryFs,
      readdir(path) {
        if (path === join(root, "locked-dir")) throw errno("EACCES", path);
        return nodeDiscoveryFs.readdir(path);
      },
      readHead(path, limit, head) {
        if (path === join(root, "locked-file", "SKILL.md")) throw errno("EACCES", path);
        return nodeDiscoveryFs.readHead(path, limit, head);
      },
      stat(path) {
        if (path === join(root, "via-link") || path === lockedRoot) throw errno("EACCES", path);
        return nodeDiscoveryFs.stat(path);
      },
    };
    const set = await loadSkills({
      roots: [root, lockedRoot],
      cwd: root,
      home: tmp(),
      project: false,
      builtins: false,
      fs,
    });
    expect(names(set)).toEqual(["good", "t"]);
    const failed = set.diagnostics.filter((d) => d.code === CODES.readFailed).map((d) => d.path);
    expect(failed).toEqual(
      expect.arrayContaining([
        join(root, "locked-dir"),
        join(root, "locked-file", "SKILL.md"),
        join(root, "via-link"),
        lockedRoot,
      ]),
    );
    for (const d of set.diagnostics.filter((x) => x.code === CODES.readFailed))
      expect(d.message).toMatch(/EACCES/);
  });

  it("T5/D7: 10 000 skills load with the open-file limit at 256 (no EMFILE)", () => {
    const root = ramTmp();
    for (let i = 0; i < 10_000; i++) {
      const name = `s${String(i).padStart(5, "0")}`;
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, "SKILL.md"), skillMd(name));
    }
    const home = tmp();
    const r = spawnSync(
      "sh",
      [
        "-c",
        'ulimit -n 256 && exec "$0" "$@"',
        process.execPath,
        CLI,
        "list",
        "--json",
        "--no-project",
        "--root",
        root,
      ],
      {
        encoding: "utf8",
        env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, ".config"), NO_COLOR: "1" },
        maxBuffer: 256 * 1024 * 1024,
        timeout: 120_000,
      },
    );
    expect(r.stderr).not.toMatch(/EMFILE/);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { skills: { name: string }[]; diagnostics: Diagnostic[] };
    expect(out.skills.filter((s) => s.name.startsWith("s"))).toHaveLength(10_000);
    expect(out.diagnostics).toEqual([]);
    // The limit really applied in that shell.
    expect(spawnSync("sh", ["-c", "ulimit -n 256 && ulimit -n"], { encoding: "utf8" }).stdout.trim()).toBe(
      "256",
    );
  });
});
