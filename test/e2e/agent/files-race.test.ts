import { spawn } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listDirectoryTool, readFileTool } from "../../../src/agent/files.js";
import { loadSkills } from "../../../src/load.js";
import { tmp } from "../../helpers/index.js";

// read_file / list_directory raced against a swapper process that turns a workspace folder into a
// symlink to an outside folder and back: the check (realpath) and the open are separate calls, so
// the opened descriptor must be checked, as the MCP server's reads do. Zero outside bytes may leak.

const SWAPPER = `
const { renameSync } = require("node:fs");
const [d, real, evil] = process.argv.slice(1);
const end = Date.now() + Number(process.argv[4]);
while (Date.now() < end) {
  try { renameSync(d, real); renameSync(evil, d); renameSync(d, evil); renameSync(real, d); } catch {}
}
`;

describe.skipIf(process.platform !== "linux")("read_file and list_directory under a concurrent swap", () => {
  it("thousands of reads while a folder flips to a symlink out of the workspace leak nothing", async () => {
    const base = tmp("skillport-race-");
    const ws = join(base, "ws");
    const outside = join(base, "outside");
    mkdirSync(join(ws, "d"), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(ws, "d", "f.txt"), "SAFE\n");
    writeFileSync(join(outside, "f.txt"), "SECRET-OUTSIDE\n");
    writeFileSync(join(outside, "only-outside.txt"), "x");
    symlinkSync(outside, join(ws, "evil"));
    const set = await loadSkills({ roots: [], user: false, project: false, builtins: false, cwd: ws });
    const scope = { workspace: ws, skills: () => set };
    const swapper = spawn(
      process.execPath,
      ["-e", SWAPPER, join(ws, "d"), join(ws, "real"), join(ws, "evil"), "20000"],
      {
        stdio: "ignore",
      },
    );
    let leaks = 0;
    let reads = 0;
    let ok = 0;
    try {
      while (reads < 4000) {
        reads++;
        try {
          const text = await readFileTool(scope, { path: "d/f.txt" });
          if (text.includes("SECRET")) leaks++;
          else ok++;
        } catch {
          // refused or missing mid-swap: fine
        }
        try {
          const list = await listDirectoryTool(scope, { path: "d" });
          if (list.includes("only-outside")) leaks++;
        } catch {
          // refused
        }
      }
    } finally {
      swapper.kill("SIGKILL");
    }
    expect(leaks).toBe(0);
    expect(ok).toBeGreaterThan(0);
  }, 120_000);
});
