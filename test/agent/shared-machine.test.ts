import { chmodSync, existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createOutputStore } from "../../src/agent/output-store.js";
import { openSessionWriter, sessionsDir } from "../../src/agent/session-file.js";
import { tmp } from "../helpers/index.js";

// Several users on one machine: with HOME=/tmp (CI, service accounts) or a shared XDG_STATE_HOME, a
// directory on the way to the sessions is writable by others. Conversations are not saved there, and
// saved tool outputs (which read_file trusts) go to a fresh private directory instead.

const posix = process.platform !== "win32";

function sharedState(): { env: NodeJS.ProcessEnv; workspace: string } {
  const shared = tmp("skillport-shared-");
  chmodSync(shared, 0o777); // world-writable, not sticky: anyone may rename or plant entries
  const workspace = tmp("skillport-ws-");
  return { env: { ...process.env, XDG_STATE_HOME: join(shared, "state") }, workspace };
}

describe.skipIf(!posix)("sessions and saved outputs on a shared machine", () => {
  it("a session is not written under a directory another user can write", () => {
    const { env, workspace } = sharedState();
    const dir = sessionsDir(workspace, env);
    expect(() =>
      openSessionWriter(dir, "abc-1", { cwd: workspace, created: new Date().toISOString() }),
    ).toThrow(/not private to you/);
    expect(existsSync(join(dir, "abc-1.jsonl"))).toBe(false);
  });

  it("saved outputs go to a fresh private directory instead, removed on close", () => {
    const { env, workspace } = sharedState();
    const wanted = join(sessionsDir(workspace, env), "abc-1.output");
    const store = createOutputStore(wanted);
    const kept = store.keep("bash", "x".repeat(100_000));
    expect(store.dir).not.toBe(wanted);
    expect(kept).toContain(store.dir);
    expect(statSync(store.dir).mode & 0o077).toBe(0);
    expect(existsSync(wanted) ? readdirSync(wanted) : []).toEqual([]);
    store.close();
    expect(existsSync(store.dir)).toBe(false);
  });

  it("a private state directory still works", () => {
    const home = tmp("skillport-home-");
    const env = { ...process.env, XDG_STATE_HOME: join(home, "state") };
    const workspace = tmp("skillport-ws-");
    const dir = sessionsDir(workspace, env);
    const w = openSessionWriter(dir, "abc-2", { cwd: workspace, created: new Date().toISOString() });
    w.close();
    expect(existsSync(join(dir, "abc-2.jsonl"))).toBe(true);
  });
});
