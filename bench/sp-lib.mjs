#!/usr/bin/env node
// skillport's library in a whole process: loadSkills on one root, print a count.
// usage: node sp-lib.mjs ROOT
import { loadSkills } from "../dist/index.js";

const set = await loadSkills({
  roots: [process.argv[2]],
  user: false,
  project: false,
  builtins: false,
  maxDirectories: 1_000_000,
});
process.stdout.write(`${set.skills.length} ${set.diagnostics.length}\n`);
