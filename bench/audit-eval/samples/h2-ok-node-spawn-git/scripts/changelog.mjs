import { execFileSync } from "node:child_process";
const last = execFileSync("git", ["describe", "--tags", "--abbrev=0"], { encoding: "utf8" }).trim();
const log = execFileSync("git", ["log", `${last}..HEAD`, "--pretty=format:%s (%h)"], { encoding: "utf8" });
const groups = { feat: [], fix: [], other: [] };
for (const line of log.split("\n").filter(Boolean)) {
  const kind = line.startsWith("feat") ? "feat" : line.startsWith("fix") ? "fix" : "other";
  groups[kind].push(`- ${line}`);
}
console.log(`## Unreleased (since ${last})\n`);
for (const [k, v] of Object.entries(groups)) if (v.length) console.log(`### ${k}\n${v.join("\n")}\n`);
