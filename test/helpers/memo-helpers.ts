import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { CliContext } from "../../src/cli/context.js";
import { withOutputMemo } from "../../src/cli/memo.js";
import { type LoadOptions, loadSkills } from "../../src/load.js";
import { skillMd, tmp, writeTree } from "./index.js";
import { nextTimestampTick } from "./wait.js";

/**
 * A `list`-like command run through the output memo in-process: prints the loaded skills' names. `produced`
 * says whether it ran (false: the memo replayed an earlier output).
 */
export async function listThroughMemo(options: LoadOptions): Promise<{ out: string; produced: boolean }> {
  const out: string[] = [];
  let produced = false;
  const ctx: CliContext = {
    io: { out: (t) => out.push(t), err: () => {}, color: false, errColor: false },
    env: process.env,
    exit: { code: 0 },
  };
  await withOutputMemo(ctx, options, ["test"], async (io, o) => {
    produced = true;
    const set = await loadSkills(o);
    io.out(`${set.skills.map((s) => s.name).join(",")}\n`);
  });
  return { out: out.join(""), produced };
}

/**
 * One skill (`alpha`) listed once through the memo with a cache directory of its own: the load options
 * that replay it, and the memo file that run wrote (for a test to tamper with).
 */
export async function memoOfOneSkill(): Promise<{ options: LoadOptions; dir: string; memo: string }> {
  const root = writeTree(tmp(), { "alpha/SKILL.md": skillMd("alpha") });
  const dir = join(tmp(), "cache");
  const options: LoadOptions = {
    roots: [root],
    user: false,
    project: false,
    builtins: false,
    cwd: root,
    cache: { dir, minAgeMs: 0 },
  };
  await nextTimestampTick();
  const first = await listThroughMemo(options);
  if (first.out !== "alpha\n") throw new Error(`the first run printed ${JSON.stringify(first.out)}`);
  const name = readdirSync(dir).find((f) => f.startsWith("out-"));
  if (name === undefined) throw new Error("the first run wrote no memo");
  return { options, dir, memo: join(dir, name) };
}
