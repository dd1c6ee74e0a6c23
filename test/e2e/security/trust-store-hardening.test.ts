import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readUserConfig } from "../../../src/config.js";
import { fileGrantStore } from "../../../src/index.js";
import { readTrustStore } from "../../../src/security/trust.js";
import { canonicalPath } from "../../../src/util/paths.js";
import { CLI, EXAMPLES, REPO, runCli, tmp } from "../../helpers/index.js";

// The trust store and config.json are shared by every skillport process of a user: concurrent updates
// must not be lost, special files must not hang or exhaust memory, and ordinary file-system failures
// get a clear message and exit 1.

function setup(n = 0) {
  const base = tmp();
  const home = join(base, "home");
  const config = join(home, ".config");
  mkdirSync(join(config, "skillport"), { recursive: true });
  const dirs: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = join(base, `p${String(i).padStart(3, "0")}`);
    mkdirSync(d);
    dirs.push(canonicalPath(d));
  }
  const store = join(config, "skillport", "trust.json");
  const env = { ...process.env, NO_COLOR: "1", HOME: home, XDG_CONFIG_HOME: config };
  return { base, home, config, store, dirs, env };
}

/** Runs many real `skillport` processes at once; resolves with their exit codes and stderr. */
function runAll(argvs: string[][], env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }[]> {
  return Promise.all(
    argvs.map(
      (argv) =>
        new Promise<{ code: number; stderr: string }>((resolve) => {
          const child = spawn(process.execPath, [CLI, ...argv], { env, stdio: ["ignore", "ignore", "pipe"] });
          let stderr = "";
          child.stderr.on("data", (d) => {
            stderr += d;
          });
          child.on("close", (code) => resolve({ code: code ?? -1, stderr }));
        }),
    ),
  );
}

const trusted = (store: string) => readTrustStore(store).entries.map((e) => e.path);

describe("T1: concurrent trust updates (lock file, re-read under the lock)", () => {
  it("T1: 40 concurrent `skillport trust` processes lose no entry", async () => {
    const { store, dirs, env } = setup(40);
    const results = await runAll(
      dirs.map((d) => ["trust", d]),
      env,
    );
    expect(results.filter((r) => r.code !== 0)).toEqual([]);
    expect(trusted(store)).toEqual(dirs);
    expect(existsSync(`${store}.lock`)).toBe(false);
  }, 120_000);

  it("T1: concurrent --revoke and trust: every revoke sticks and every trust stays", async () => {
    const { store, dirs, env } = setup(30);
    const [old, fresh] = [dirs.slice(0, 15), dirs.slice(15)];
    expect(runCli(["trust", old[0]!], { env }).code).toBe(0);
    await runAll(
      old.slice(1).map((d) => ["trust", d]),
      env,
    );
    expect(trusted(store)).toEqual(old);
    const results = await runAll(
      [...old.map((d) => ["trust", "--revoke", d]), ...fresh.map((d) => ["trust", d])],
      env,
    );
    expect(results.filter((r) => r.code !== 0)).toEqual([]);
    expect(trusted(store)).toEqual(fresh);
  }, 120_000);

  it("T1: a lock left by a process that died is recovered, and so is a lock older than any holder needs", () => {
    const { store, dirs, env } = setup(2);
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    }).stdout;
    const host = execFileSync("hostname", { encoding: "utf8" }).trim();
    writeFileSync(`${store}.lock`, `${dead} ${host} deadbeef\n`);
    let r = runCli(["trust", dirs[0]!], { env });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    // Held by a live process (this test runner), but a minute old: stale.
    writeFileSync(`${store}.lock`, `${process.pid} ${host} cafe\n`);
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${store}.lock`, old, old);
    r = runCli(["trust", dirs[1]!], { env });
    expect(r.code).toBe(0);
    expect(trusted(store)).toEqual(dirs);
    expect(existsSync(`${store}.lock`)).toBe(false);
  });

  it("T1: temporary files of a writer killed mid-write are removed on the next update", () => {
    const { store, dirs, env, config } = setup(1);
    const dir = join(config, "skillport");
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    }).stdout;
    writeFileSync(join(dir, `.trust.json.${dead}.1700000000000.tmp`), '{"version":1,"trusted":{}}');
    writeFileSync(join(dir, "unrelated.tmp"), "keep me");
    expect(runCli(["trust", dirs[0]!], { env }).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(["trust.json", "unrelated.tmp"]);
    expect(trusted(store)).toEqual(dirs);
  });
});

describe("T5: trust.json and config.json are read like every other file", () => {
  it("T5: a FIFO trust.json or config.json does not hang `list`; both are reported", () => {
    const { store, config, env } = setup();
    execFileSync("mkfifo", [store]);
    execFileSync("mkfifo", [join(config, "skillport", "config.json")]);
    const r = spawnSync(process.execPath, [CLI, "list", "--json"], {
      env,
      cwd: tmp(),
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(r.signal).toBeNull();
    const out = JSON.parse(r.stdout) as { diagnostics: { code: string }[] };
    expect(r.stderr).toContain("config.json: it is not a regular file");
    expect(out.diagnostics.map((d) => d.code)).toContain("trust-store-invalid");
  });

  it("T5: trust.json and config.json linked to /dev/zero are refused without reading them", () => {
    const { store, config, env } = setup();
    symlinkSync("/dev/zero", store);
    symlinkSync("/dev/zero", join(config, "skillport", "config.json"));
    const r = spawnSync(process.execPath, [CLI, "trust", "--list"], {
      env: { ...env, NODE_OPTIONS: "--max-old-space-size=64" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("not a regular file");
    expect(
      readUserConfig({ HOME: "/nonexistent", XDG_CONFIG_HOME: config }).diagnostics[0]?.message,
    ).toContain("not a regular file");
  });

  it("T5: a FIFO grants.json counts as no grants instead of hanging activation", async () => {
    const { config } = setup();
    const path = join(config, "skillport", "grants.json");
    execFileSync("mkfifo", [path]);
    await expect(fileGrantStore({ path }).has("/x/SKILL.md", "0".repeat(64))).resolves.toBe(false);
  });

  it("T5: an oversized trust.json is refused, not parsed", () => {
    const { store } = setup();
    writeFileSync(store, Buffer.alloc(9 * 1024 * 1024, 32));
    expect(() => readTrustStore(store)).toThrow(/larger than/);
  });
});

// Mount namespaces as an unprivileged "root" give a real full disk and a real read-only file system.
const canUnshare =
  spawnSync("unshare", ["--user", "--map-root-user", "--mount", "true"], { encoding: "utf8" }).status === 0;
if (!canUnshare) console.log("notice: unshare unavailable; the ENOSPC/EROFS trust tests are skipped");

/** Runs the CLI with the config directory on a tmpfs: full (dd until ENOSPC) or read-only. */
function onSpecialMount(kind: "full" | "ro", args: string[]) {
  const { config, env, dirs } = setup(1);
  // 16 KiB of tmpfs is four pages: the filler takes three, the lock file the last one, so the store's
  // own write is the one that fails.
  const fill = kind === "full" ? `dd if=/dev/zero of="$D/fill" bs=1k count=12 2>/dev/null;` : "";
  const ro = kind === "ro" ? `mount -o remount,ro "$D";` : "";
  const script = `D="$1"; shift; mount -t tmpfs -o size=16k tmpfs "$D" && ${fill} ${ro} "$@"; rc=$?; ls -A "$D"; exit $rc`;
  const dir = join(config, "skillport");
  return spawnSync(
    "unshare",
    [
      "--user",
      "--map-root-user",
      "--mount",
      "sh",
      "-c",
      script,
      "sh",
      dir,
      process.execPath,
      CLI,
      ...args,
      dirs[0]!,
    ],
    { env, encoding: "utf8", timeout: 30_000 },
  );
}

describe.skipIf(!canUnshare)("T1: a full or read-only disk gives a clear message and exit 1", () => {
  it("T1: `trust` on a full disk (ENOSPC) says so, exits 1 and leaves no temporary file or lock", () => {
    const r = onSpecialMount("full", ["trust"]);
    expect(r.stderr).toMatch(
      /^skillport: cannot write .*trust\.json(\.lock)?: no space left on the device.*\(ENOSPC\)\n$/,
    );
    expect(r.stderr).not.toMatch(/unexpected error|\n\s+at /);
    expect(r.status).toBe(1);
  });

  it("T1: `trust` on a read-only file system (EROFS) says so and exits 1", () => {
    const r = onSpecialMount("ro", ["trust"]);
    expect(r.stderr).toMatch(/^skillport: cannot .*: the file system is read-only \(EROFS\)\n$/);
    expect(r.status).toBe(1);
  });
});

describe("L: ordinary file-system errors at the top level", () => {
  it("L: output into a full device (ENOSPC) is a one-line message and exit 1 for any command", () => {
    const { dirs, env } = setup(1);
    for (const args of [
      ["list"],
      ["list", "--json"],
      ["trust", dirs[0]!],
      ["share", join(EXAMPLES, "commit-message")],
    ]) {
      const r = spawnSync("sh", ["-c", '"$@" > /dev/full', "sh", process.execPath, CLI, ...args], {
        env,
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(r.stderr, args.join(" ")).toBe(
        "skillport: cannot write standard output: no space left on the device; free some space and try again (ENOSPC)\n",
      );
      expect(r.status, args.join(" ")).toBe(1);
    }
  });

  // As root, drop to nobody (root reads and writes through any mode bits).
  const root = process.getuid?.() === 0;
  it.skipIf(root && !existsSync("/usr/bin/setpriv"))(
    "L: `trust` without permission on the config directory (EACCES) says so and exits 1",
    () => {
      const { config, env, dirs, base } = setup(1);
      execFileSync("chmod", ["755", base, join(base, "home")]);
      execFileSync("chmod", ["555", config]);
      execFileSync("chmod", ["555", join(config, "skillport")]);
      const drop = root ? ["--reuid=65534", "--regid=65534", "--clear-groups"] : [];
      // nobody may not reach the checkout (a clone in a private temporary directory): it runs a
      // readable copy of the built package instead.
      let cli = CLI;
      if (root) {
        const pkg = tmp("skillport-pkg-");
        for (const f of ["package.json", "dist", "builtin"])
          cpSync(join(REPO, f), join(pkg, f), { recursive: true });
        execFileSync("chmod", ["-R", "a+rX", pkg]);
        cli = join(pkg, "dist", "cli", "bin.js");
      }
      const r = spawnSync(
        root ? "setpriv" : process.execPath,
        [...drop, ...(root ? [process.execPath] : []), cli, "trust", dirs[0]!],
        { env, encoding: "utf8", timeout: 30_000, cwd: "/" },
      );
      expect(r.stderr).toMatch(/^skillport: cannot .*skillport.*: permission denied; .*\(EACCES\)\n$/);
      expect(r.status).toBe(1);
    },
  );
});
