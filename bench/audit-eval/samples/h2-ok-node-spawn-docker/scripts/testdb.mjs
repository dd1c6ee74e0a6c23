import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

const password = randomBytes(12).toString("hex");
const r = spawnSync("docker", ["run", "-d", "--rm", "--name", "testdb", "-e", `POSTGRES_PASSWORD=${password}`,
  "-p", "127.0.0.1:55432:5432", "postgres:16-alpine"], { encoding: "utf8" });
if (r.status !== 0) { console.error(r.stderr); process.exit(1); }
console.log(`DATABASE_URL=postgres://postgres:${password}@127.0.0.1:55432/postgres`);
