#!/usr/bin/env node
// What `npm install skillport` puts on a user's disk, measured the way a user gets it: `npm pack` of this
// clone (which builds first, unless --no-build), then `npm install <tarball>` into an empty temporary
// project. Prints the packages installed (skillport included), the size of node_modules on disk, and the
// tarball's packed and unpacked sizes; `--json` prints one JSON document instead.
// `--list` adds each package's size. Usage: node bench/install-weight.mjs [--no-build] [--json] [--list]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const npm = (cwd, ...a) =>
  execFileSync("npm", a, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** Bytes on disk (allocated blocks, as `du` counts) of every file under `dir`. */
function diskBytes(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const st = statSync(join(e.parentPath, e.name), { throwIfNoEntry: false });
    if (st && !e.isSymbolicLink()) total += st.blocks * 512;
  }
  return total;
}

const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
const work = mkdtempSync(join(tmpdir(), "skillport-weight-"));
try {
  // `npm pack` runs the prepack script (the build); --ignore-scripts packs the dist/ already built.
  const packArgs = ["pack", "--json", "--pack-destination", work];
  if (args.has("--no-build")) packArgs.push("--ignore-scripts");
  const [packed] = JSON.parse(npm(root, ...packArgs));
  const project = join(work, "project");
  execFileSync("mkdir", [project]);
  writeFileSync(join(project, "package.json"), `${JSON.stringify({ name: "weight", private: true })}\n`);
  npm(project, "install", "--no-audit", "--no-fund", "--no-package-lock", join(work, packed.filename));
  const modules = join(project, "node_modules");
  // Every installed package once (a path under node_modules per package), skillport included.
  const paths = npm(project, "ls", "--all", "--parseable")
    .split("\n")
    .filter((p) => p.startsWith(modules + sep));
  const names = paths.map((p) => relative(modules, p).split(`${sep}node_modules${sep}`).at(-1));
  // Per package, without the packages nested inside it (counted on their own).
  const sizes = Object.fromEntries(
    paths.map((p, i) => [
      names[i],
      diskBytes(p) - paths.filter((q) => q.startsWith(p + sep)).reduce((n, q) => n + diskBytes(q), 0),
    ]),
  );
  const result = {
    packages: names.length,
    nodeModulesBytes: diskBytes(modules),
    tarballBytes: packed.size,
    unpackedBytes: packed.unpackedSize,
    files: packed.entryCount,
    load: loadavg().map((l) => Number(l.toFixed(2))),
  };
  if (args.has("--json")) {
    console.log(JSON.stringify(args.has("--list") ? { ...result, sizes } : result));
  } else {
    console.log(`packages installed: ${result.packages} (skillport + ${result.packages - 1})`);
    console.log(`node_modules on disk: ${mb(result.nodeModulesBytes)}`);
    console.log(
      `tarball: ${mb(result.tarballBytes)} packed, ${mb(result.unpackedBytes)} unpacked, ${result.files} files`,
    );
    if (args.has("--list"))
      for (const [name, bytes] of Object.entries(sizes).sort((a, b) => b[1] - a[1]))
        console.log(`  ${mb(bytes).padStart(8)}  ${name}`);
    console.log(`load average: ${result.load.join(" ")}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
