import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const tree = process.argv[2];
const extra = process.argv.slice(3);
const t0 = performance.now();
const transport = new StdioClientTransport({
  command: process.execPath,
  args: [
    "--import",
    "./bench/lib/first-answer-hook.mjs",
    "--cpu-prof",
    "--cpu-prof-dir=/tmp/search-prof",
    "dist/cli/bin.js",
    "mcp",
    "--no-user",
    "--no-project",
    "--root",
    tree,
    ...extra,
  ],
  stderr: "pipe",
  env: { ...process.env, XDG_CACHE_HOME: "/work/wt/search/bench/.cache" },
});
let err = "";
transport.stderr.on("data", (d) => (err += d));
const client = new Client({ name: "x", version: "1" });
await client.connect(transport);
const r = await client.callTool({ name: "search_skills", arguments: { query: "review a pdf chart", k: 5 } });
console.log("search", Math.round(performance.now() - t0), err.match(/@@first-answer.*/)?.[0]);
await client.close();
