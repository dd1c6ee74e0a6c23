#!/usr/bin/env node
// The registry's benchmark: publish throughput, index, list and search latency at 10k and 100k skills,
// and the server's memory, on both stores (embedded PGlite and a PostgreSQL server). The server is the
// built CLI (`skillport registry serve`) as a child process, measured over HTTP as a client sees it.
// Skills are seeded straight into the database in batches (publishing 100k through HTTP would take
// an hour); what is timed goes through the server.
//
//   node bench/registry.mjs [--sizes 10000,100000] [--stores pglite,postgres] [--db postgres://…]
//
// Without --db, a PostgreSQL cluster is made with initdb in a temporary directory (Debian's
// postgresql package; as the `postgres` user when run as root). Prints the load average beside the figures.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, "..", "dist", "cli", "bin.js");
const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : d);
const SIZES = opt("sizes", "10000,100000").split(",").map(Number);
const STORES = opt("stores", "pglite,postgres").split(",");
const TOKEN = "bench-admin-token-0123456789abcdef";
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

// --- deterministic skill text -------------------------------------------------------------------
const WORDS = (
  "pdf spreadsheet excel chart invoice deploy kubernetes docker terraform review pull request test " +
  "coverage lint format commit changelog release translate summarize email calendar meeting notes " +
  "database migration schema query index backup restore monitor alert incident postmortem security " +
  "audit secret token rotate certificate image resize crop video transcode audio subtitle markdown " +
  "slides presentation report dashboard metrics logging tracing profile benchmark cache queue worker"
).split(" ");
let prng = 42;
const rnd = () => {
  prng = (prng * 1103515245 + 12345) & 0x7fffffff;
  return prng / 0x7fffffff;
};
const pick = (n) => Array.from({ length: n }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(" ");
const skillText = (name) =>
  `---\nname: ${name}\ndescription: ${pick(8)} for ${pick(3)} tasks.\n---\n# ${pick(3)}\n\n${pick(40)}\n\n## ${pick(2)}\n\n${pick(30)}\n`;

// --- PostgreSQL cluster -------------------------------------------------------------------------
async function freePort() {
  return new Promise((ok) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

async function startPostgres() {
  const base = "/usr/lib/postgresql";
  const v = existsSync(base)
    ? readdirSync(base)
        .filter((x) => existsSync(join(base, x, "bin", "initdb")))
        .sort()
        .pop()
    : undefined;
  if (!v) return undefined;
  const bin = join(base, v, "bin");
  const dir = mkdtempSync(join(tmpdir(), "skillport-bench-pg-"));
  chmodSync(dir, 0o700);
  const root = process.getuid?.() === 0;
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
  }
  const run = (cmd, a) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...a], { stdio: "pipe", cwd: dir })
      : execFileSync(join(bin, cmd), a, { stdio: "pipe", cwd: dir });
  const port = await freePort();
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    data,
    "-o",
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    reset: () => {
      run("psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "postgres",
        "-c",
        "DROP SCHEMA public CASCADE; CREATE SCHEMA public;",
      ]);
    },
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// --- the server ------------------------------------------------------------------------------------
function serve(storeArgs) {
  const home = mkdtempSync(join(tmpdir(), "skillport-bench-home-"));
  const child = spawn(process.execPath, [CLI, "registry", "serve", "--port", "0", ...storeArgs], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: join(home, "data"), SKILLPORT_REGISTRY_TOKEN: TOKEN },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  return new Promise((ok, fail) => {
    child.stderr.on("data", (c) => {
      err += c;
      const m = /serving (http:\/\/\S+)/.exec(err);
      if (m)
        ok({
          url: m[1],
          child,
          stop: () =>
            new Promise((done) => {
              child.once("exit", done);
              child.kill("SIGTERM");
            }),
        });
    });
    child.once("exit", (code) => fail(new Error(`serve exited ${code}: ${err}`)));
  });
}

const memory = (pid) => {
  const s = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
};

async function timed(fn) {
  const t = performance.now();
  const r = await fn();
  return [performance.now() - t, r];
}
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const get = async (url) => {
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return body.byteLength;
};

// --- seeding ---------------------------------------------------------------------------------------
async function seed(query, n) {
  const now = Date.now();
  const BATCH = 1000;
  for (let start = 0; start < n; start += BATCH) {
    const skills = [];
    const versions = [];
    const params = [];
    const sp = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) {
      const name = `bench-${String(i).padStart(6, "0")}`;
      const md = skillText(name);
      const bytes = Buffer.from(md);
      const desc = /description: (.*)/.exec(md)[1];
      const digest = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
      sp.push(name, now);
      skills.push(`($${sp.length - 1}, $${sp.length})`);
      const row = [
        name,
        "1",
        "skill-md",
        digest,
        bytes,
        md,
        desc,
        JSON.stringify({ name, description: desc }),
        JSON.stringify([{ path: "SKILL.md", size: bytes.length }]),
        JSON.stringify({ findings: [] }),
        null,
        "bench",
        now,
      ];
      const base = params.length;
      params.push(...row);
      versions.push(`(${row.map((_, j) => `$${base + j + 1}`).join(", ")})`);
    }
    await query(`INSERT INTO registry_skills (name, created_ms) VALUES ${skills.join(", ")}`, sp);
    await query(
      `INSERT INTO registry_versions (skill, version, kind, digest, artifact, skill_md, description, frontmatter, files, audit, worst, publisher, published_ms) VALUES ${versions.join(", ")}`,
      params,
    );
  }
  await query(
    "UPDATE registry_skills s SET latest_id = v.id, counter = 1 FROM registry_versions v WHERE v.skill = s.name AND s.latest_id IS NULL",
  );
  await query("UPDATE registry_state SET generation = generation + 1 WHERE id = 1");
}

// A small tar.gz upload (one SKILL.md), as `skillport publish` would send: built by hand to need no tar here.
function tarGz(text) {
  const body = Buffer.from(text);
  const h = Buffer.alloc(512);
  h.write("SKILL.md", 0);
  h.write("0000644\0", 100);
  h.write("0000000\0", 108);
  h.write("0000000\0", 116);
  h.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
  h.write("00000000000\0", 136);
  h.write("        ", 148);
  h.write("0", 156);
  h.write("ustar\0", 257);
  h.write("00", 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return gzipSync(
    Buffer.concat([h, body, Buffer.alloc((512 - (body.length % 512)) % 512), Buffer.alloc(1024)]),
  );
}

const publishOne = async (url, name) => {
  const res = await fetch(`${url}/v1/skills`, {
    method: "POST",
    body: tarGz(skillText(name)),
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/gzip" },
  });
  if (res.status !== 201) throw new Error(`publish ${name}: ${res.status} ${await res.text()}`);
};

// --- one measurement ---------------------------------------------------------------------------------
async function measure(store, n, pg) {
  let storeArgs;
  let query;
  let close;
  if (store === "pglite") {
    const data = mkdtempSync(join(tmpdir(), "skillport-bench-pglite-"));
    const boot = await serve(["--data", data]); // creates the schema
    await boot.stop();
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite(data);
    query = (sql, p) => db.query(sql, p);
    close = () => db.close();
    storeArgs = ["--data", data];
    const [seedMs] = await timed(() => seed(query, n));
    await close();
    return run(storeArgs, n, seedMs, () => rmSync(data, { recursive: true, force: true }));
  }
  pg.reset();
  const boot = await serve(["--db", pg.url]);
  await boot.stop();
  const { default: pgmod } = await import("pg");
  const pool = new pgmod.Pool({ connectionString: pg.url });
  const [seedMs] = await timed(() => seed((sql, p) => pool.query(sql, p), n));
  await pool.end();
  return run(["--db", pg.url], n, seedMs, () => {});
}

async function run(storeArgs, n, seedMs, cleanup) {
  const [startMs, srv] = await timed(() => serve(storeArgs));
  const { url, child } = srv;
  const out = { skills: n, seedS: +(seedMs / 1000).toFixed(1), startMs: Math.round(startMs) };
  try {
    const [indexCold, bytes] = await timed(() => get(`${url}/.well-known/agent-skills/index.json`));
    out.indexColdMs = Math.round(indexCold);
    out.indexMb = +(bytes / 1048576).toFixed(1);
    const warm = [];
    for (let i = 0; i < 5; i++)
      warm.push((await timed(() => get(`${url}/.well-known/agent-skills/index.json`)))[0]);
    out.indexWarmMs = Math.round(pct(warm, 50));
    const lists = [];
    for (let i = 0; i < 20; i++)
      lists.push(
        (
          await timed(() =>
            get(`${url}/v1/skills?limit=20&page=bench-${String(Math.floor(rnd() * n)).padStart(6, "0")}`),
          )
        )[0],
      );
    out.listP50Ms = +pct(lists, 50).toFixed(1);
    out.skillPageP50Ms = +pct(
      await Promise.all(
        [0, 1, 2, 3, 4].map(async () => (await timed(() => get(`${url}/skills/bench-000123`)))[0]),
      ),
      50,
    ).toFixed(1);
    const [searchCold] = await timed(() => get(`${url}/v1/search?q=pdf+invoice`));
    out.searchColdMs = Math.round(searchCold);
    const qs = [];
    for (let i = 0; i < 50; i++)
      qs.push((await timed(() => get(`${url}/v1/search?q=${encodeURIComponent(pick(2))}`)))[0]);
    out.searchP50Ms = +pct(qs, 50).toFixed(1);
    out.searchP95Ms = +pct(qs, 95).toFixed(1);
    // Publish throughput on top of n skills: sequential, then 4 at once.
    const P = 40;
    const [seqMs] = await timed(async () => {
      for (let i = 0; i < P; i++) await publishOne(url, `new-seq-${i}`);
    });
    out.publishSeqPerS = +(P / (seqMs / 1000)).toFixed(1);
    const [parMs] = await timed(async () => {
      for (let i = 0; i < P; i += 4)
        await Promise.all([0, 1, 2, 3].map((j) => publishOne(url, `new-par-${i + j}`)));
    });
    out.publish4PerS = +(P / (parMs / 1000)).toFixed(1);
    const [afterMs] = await timed(() => get(`${url}/v1/search?q=pdf`));
    out.searchAfterPublishMs = Math.round(afterMs);
    const [indexAfter] = await timed(() => get(`${url}/.well-known/agent-skills/index.json`));
    out.indexAfterPublishMs = Math.round(indexAfter);
    Object.assign(out, memory(child.pid));
  } finally {
    await srv.stop();
    cleanup();
  }
  return out;
}

// --- main ------------------------------------------------------------------------------------------
if (!existsSync(CLI)) {
  console.error("Build first: npm run build");
  process.exit(1);
}
console.log(
  `# Registry benchmark\n\n${new Date().toISOString()} · Node ${process.version} · ${cpus().length} CPUs (${cpus()[0]?.model}) · load average at start: ${load()}\n`,
);
const pg = STORES.includes("postgres")
  ? opt("db")
    ? { url: opt("db"), reset: () => {}, stop: () => {} }
    : await startPostgres()
  : undefined;
if (STORES.includes("postgres") && !pg) console.log("PostgreSQL is not installed: its rows are skipped.\n");
const rows = [];
try {
  for (const n of SIZES) {
    for (const store of STORES) {
      if (store === "postgres" && !pg) continue;
      const before = load();
      const r = await measure(store, n, pg);
      rows.push({ store, ...r, load: `${before} → ${load()}` });
      console.error(`${store} ${n}: done`);
    }
  }
} finally {
  pg?.stop();
}
const cols = Object.keys(rows[0] ?? {});
console.log(`| ${cols.join(" | ")} |\n|${cols.map(() => "---").join("|")}|`);
for (const r of rows) console.log(`| ${cols.map((c) => r[c]).join(" | ")} |`);
console.log(`\nload average at end: ${load()} (a shared machine: compare rows of one run, not runs)`);
