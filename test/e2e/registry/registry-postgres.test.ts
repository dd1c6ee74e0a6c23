// The registry on a real PostgreSQL server: two `registry serve` processes on one database are peers
// (publish through one, install through the other), concurrent publishes of one version, and the
// database going away and coming back.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { type Postgres, postgresUnavailable, startPostgres } from "../../helpers/postgres.js";
import { ADMIN, api, publish, simpleSkill } from "../../helpers/registry-helpers.js";
import { type RegistryProcess, spawnRegistry, waitFor } from "../../helpers/registry-process.js";

const unavailable = postgresUnavailable();
if (unavailable)
  process.stderr.write(`[skillport tests] PostgreSQL registry tests skipped: ${unavailable}\n`);

describe.skipIf(unavailable !== undefined)("registry on PostgreSQL", () => {
  let pg: Postgres;
  let a: RegistryProcess;
  let b: RegistryProcess;

  beforeAll(async () => {
    pg = await startPostgres();
    // Both start at once: their schema set-up takes turns.
    [a, b] = await Promise.all([
      spawnRegistry(["--db", pg.url], { SKILLPORT_REGISTRY_TOKEN: ADMIN }),
      spawnRegistry(["--db", pg.url], { SKILLPORT_REGISTRY_TOKEN: ADMIN }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    pg?.destroy();
  }, 60_000);

  it("publish through one peer, install through the other with skillport add", async () => {
    const src = writeTree(tmp(), {
      "skills/pg-hello/SKILL.md": skillMd(
        "pg-hello",
        "Greets from PostgreSQL.",
        'metadata:\n  version: "1.0.0"\n',
      ),
      "skills/pg-multi/SKILL.md": skillMd("pg-multi", "Has a script."),
      "skills/pg-multi/scripts/run.sh": "echo hi\n",
    });
    const pub = runCli(["publish", join(src, "skills"), "--registry", a.url], {
      env: { SKILLPORT_REGISTRY_TOKEN: ADMIN },
    });
    expect(pub.stderr).toBe("");
    expect(pub.code).toBe(0);
    expect(pub.stdout).toContain("pg-hello@1.0.0: published");
    const project = tmp();
    writeTree(project, { ".git/HEAD": "ref: refs/heads/main\n" });
    const add = runCli(["add", b.url], { cwd: project });
    expect(add.code, add.stderr).toBe(0);
    expect(readFileSync(join(project, ".agents/skills/pg-multi/scripts/run.sh"), "utf8")).toBe("echo hi\n");
    expect(readFileSync(join(project, ".agents/skills/pg-hello/SKILL.md"), "utf8")).toContain(
      "Greets from PostgreSQL",
    );
    // Search on the other peer sees what was published through the first.
    expect((await api(b.url, "/v1/search?q=greets")).json.data[0].name).toBe("pg-hello");
    // A yank through one peer hides the version on the other at once (its caches follow the database).
    const yank = runCli(["yank", "pg-hello@1.0.0", "--registry", a.url], {
      env: { SKILLPORT_REGISTRY_TOKEN: ADMIN },
    });
    expect(yank.code, yank.stderr).toBe(0);
    const index = (await api(b.url, "/.well-known/agent-skills/index.json")).json;
    expect(index.skills.map((s: { name: string }) => s.name)).toEqual(["pg-multi"]);
    expect((await api(b.url, "/v1/search?q=greets")).json.data).toEqual([]);
  });

  it("tokens made through one peer work on the other; scopes hold", async () => {
    const made = runCli(
      ["registry", "token", "--registry", a.url, "--name", "ci-bot", "--scope", "publish"],
      {
        env: { SKILLPORT_REGISTRY_TOKEN: ADMIN },
      },
    );
    expect(made.code, made.stderr).toBe(0);
    const token = made.stdout.trim();
    expect(token).toMatch(/^skp_/);
    const r = await publish(b.url, await simpleSkill("pg-by-bot"), token);
    expect(r.status).toBe(201);
    expect(r.json.publisher).toBe("ci-bot");
    expect(
      (await publish(b.url, await simpleSkill("pg-by-bot", { body: "# x" }), token, "?force=true")).status,
    ).toBe(403);
  });

  it("two publishes of one version through two peers at once: one wins, nothing corrupt", async () => {
    for (let round = 0; round < 3; round++) {
      const name = `pg-race-${round}`;
      const [ra, rb] = await Promise.all([
        publish(a.url, await simpleSkill(name, { version: "1.0.0", body: "# A" })),
        publish(b.url, await simpleSkill(name, { version: "1.0.0", body: "# B" })),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([201, 409]);
      const winner = ra.status === 201 ? ra : rb;
      expect((await api(a.url, `/v1/skills/${name}/versions/1.0.0`)).json.digest).toBe(winner.json.digest);
      expect((await api(b.url, `/v1/skills/${name}/versions`)).json.data).toHaveLength(1);
    }
  });

  it("answers 503 while the database is down and recovers when it is back", async () => {
    pg.stop();
    try {
      const down = await api(a.url, "/v1/skills");
      expect(down.status).toBe(503);
      expect(down.json.error.code).toBe("registry-db-unavailable");
      expect(down.json.error.message).toMatch(/database is unavailable/);
      expect((await publish(b.url, await simpleSkill("pg-down"))).status).toBe(503);
    } finally {
      pg.start();
    }
    await waitFor(async () => (await api(a.url, "/v1/skills")).status === 200, 60_000, "peer a to recover");
    await waitFor(async () => (await api(b.url, "/healthz")).status === 200, 60_000, "peer b to recover");
    expect((await publish(b.url, await simpleSkill("pg-after"))).status).toBe(201);
    expect((await api(a.url, "/v1/skills/pg-after")).status).toBe(200);
    expect(a.proc.exitCode).toBeNull();
  });
});
