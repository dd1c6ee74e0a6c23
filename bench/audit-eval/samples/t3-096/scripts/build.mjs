import { build } from "esbuild";
await build({ entryPoints: ["src/index.ts"], bundle: true, minify: true, sourcemap: true,
  format: "esm", target: "es2022", outfile: "dist/index.js", legalComments: "linked" });
