// What the CLI bundle and the library bundle share: one esbuild configuration, so both builds target
// the same Node and lay out chunks alike. Each script adds its entry points, externals and plugins.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

/** Runs esbuild with the shared options; `--metafile FILE` on the command line saves the metafile. */
export async function bundle(options) {
  const result = await build({
    // Chunk names are hashed: each script empties its output first, or stale chunks pile up.
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    metafile: true,
    logLevel: "warning",
    ...options,
  });
  const at = process.argv.indexOf("--metafile");
  if (at !== -1) writeFileSync(process.argv[at + 1], JSON.stringify(result.metafile, null, 1));
  return result;
}
