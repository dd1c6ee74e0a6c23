#!/usr/bin/env node
// pi's skill loader (the best existing loader we compare with), imported from its dist module
// directly so its CLI is not counted: load one root, render its prompt, print a count.
// usage: node pi-load.mjs ROOT
import {
  formatSkillsForPrompt,
  loadSkillsFromDir,
} from "./node_modules/@mariozechner/pi-coding-agent/dist/core/skills.js";

const { skills } = loadSkillsFromDir({ dir: process.argv[2], source: "bench" });
const prompt = formatSkillsForPrompt(skills);
process.stdout.write(`${skills.length} ${prompt.length}\n`);
