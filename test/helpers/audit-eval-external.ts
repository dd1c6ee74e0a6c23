// Shared by the tests of bench/audit-eval-external.mjs: run it, and read the manifest it writes.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./index.js";

/** One entry of a laid-out set's manifest.json. */
export interface Entry {
  id: string;
  path: string;
  label: string;
  split: string;
  technique: string;
  source: string;
  half?: string;
  blind?: boolean;
}

/** Runs bench/audit-eval-external.mjs with `args`; resolves to its standard output. */
export const layOut = (args: string[]): Promise<string> =>
  new Promise((done, fail) =>
    execFile(
      process.execPath,
      [join(REPO, "bench", "audit-eval-external.mjs"), ...args],
      (err, stdout, stderr) => (err ? fail(new Error(`${err.message}\n${stderr}`)) : done(stdout)),
    ),
  );

/** The manifest of the set laid out in `out`. */
export const manifest = (out: string): Entry[] =>
  JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));

/** The split rule, restated (not imported from the bench): the top bit of FNV-1a (32 bit) of the key. */
export const half = (key: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 31 === 0 ? "tune" : "heldout";
};
