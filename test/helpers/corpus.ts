import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The shared corpus of real skills (or $SKILLPORT_CORPUS); absent on a fresh clone of this repository alone. */
export const CORPUS = process.env.SKILLPORT_CORPUS
  ? resolve(process.env.SKILLPORT_CORPUS)
  : resolve(REPO, "..", "shared", "corpus", "real");
export const HAS_CORPUS = existsSync(join(CORPUS, "MANIFEST.tsv"));
