import { execa } from "execa";
const version = process.argv[2];
if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error("usage: release.mjs X.Y.Z");
await execa("npm", ["version", version, "--no-git-tag-version"], { stdio: "inherit" });
await execa("git", ["commit", "-am", `release ${version}`]);
await execa("git", ["tag", `v${version}`]);
