#!/usr/bin/env node
// `pretest`: builds only when dist/ is missing or older than what it is built from, so `npm test` works
// on a fresh clone and CI (which runs `npm run build` first) builds once. Stale means any source file
// (src/, builtin/, the build scripts, package.json, the tsconfigs) is newer than the oldest entry point.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUTPUTS = [
  "dist/cli/bin.js",
  "dist/index.js",
  "dist/index.d.ts",
  "dist/adapters/ai-sdk.js",
  "dist/agent/index.js",
];
const INPUTS = [
  "src",
  "builtin",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.build.json",
];

function newest(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs; // a deleted file changes its directory's mtime
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

function oldestOutput() {
  let min = Number.POSITIVE_INFINITY;
  for (const rel of OUTPUTS) {
    try {
      min = Math.min(min, statSync(join(root, rel)).mtimeMs);
    } catch {
      return undefined; // missing
    }
  }
  return min;
}

const built = oldestOutput();
const source = Math.max(...INPUTS.map((rel) => newest(join(root, rel))));
if (built !== undefined && built >= source) {
  console.log("dist/ is up to date; not rebuilding (npm run build forces it)");
} else {
  console.log(
    built === undefined ? "dist/ is missing: building" : "dist/ is older than its sources: building",
  );
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  process.exit(r.status ?? 1);
}
