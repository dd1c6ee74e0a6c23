// Modules of src/ that the public library does not export (the model review's), bundled for a bench with
// esbuild and imported. One set of build options for every bench that does this (bench/review-payload.mjs,
// bench/lib/review-eval.mjs). The bundle is written inside the repository (bench/.cache/, ignored by git) so
// that the packages left out of it (`external`) resolve from its node_modules as they do for the CLI, and
// removed once imported.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The module of `entries`, each `[names, path]`: the names exported by that file under src/ (`["skillDocument"],
 * "audit/review/content.ts"`). `external`: packages left out of the bundle; `prefix`: the build folder's name.
 */
export async function importFromSrc(entries, { external = [], prefix = "src-bundle-" } = {}) {
  const root = join(REPO, "bench", ".cache");
  mkdirSync(root, { recursive: true });
  const out = mkdtempSync(join(root, prefix));
  const entry = join(out, "entry.ts");
  writeFileSync(
    entry,
    entries
      .map(
        ([names, path]) =>
          `export { ${names.join(", ")} } from ${JSON.stringify(join(REPO, "src", path))};\n`,
      )
      .join(""),
  );
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: join(out, "bundle.mjs"),
      external,
      logLevel: "error",
    });
    return await import(pathToFileURL(join(out, "bundle.mjs")).href);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
