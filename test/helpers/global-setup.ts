import { CORPUS, HAS_CORPUS } from "./corpus.js";

// Runs once per `vitest` run, in the main process: the one notice that the corpus tests are skipped.
export default function setup(): void {
  // Each vitest project runs this in the same main process: the flag keeps it to one notice.
  if (HAS_CORPUS || process.env.SKILLPORT_CORPUS_NOTICE) return;
  process.env.SKILLPORT_CORPUS_NOTICE = "1";
  console.warn(
    `[skillport tests] No corpus of real skills at ${CORPUS}: the tests over it are skipped. ` +
      "Set SKILLPORT_CORPUS to a corpus folder (one with MANIFEST.tsv) to run them.",
  );
}
