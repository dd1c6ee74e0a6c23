import type { CliContext } from "../../src/cli/context.js";
import { withOutputMemo } from "../../src/cli/memo.js";
import { type LoadOptions, loadSkills } from "../../src/load.js";

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
