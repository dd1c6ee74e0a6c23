import { fstatSync } from "node:fs";
import { createInterface, type Interface } from "node:readline";
import { CliError } from "../context.js";
import { payload } from "../output.js";
import type { ChatRun } from "./run.js";

// `chat --print PROMPT`, or one prompt per line of stdin: the answer on stdout, progress on stderr.

/** Piped input over this is refused: it would not fit a context window anyway. */
export const MAX_PIPED_BYTES = 4 * 1024 * 1024;

/**
 * `--print PROMPT` with a pipe or a file on stdin (`git diff | skillport chat -p "review this"`): the
 * prompt, then what was piped. A terminal, /dev/null or nothing on stdin adds nothing.
 */
async function withPipedInput(prompt: string): Promise<string> {
  let st: ReturnType<typeof fstatSync>;
  try {
    st = fstatSync(0);
  } catch {
    return prompt;
  }
  if (process.stdin.isTTY || !(st.isFIFO() || st.isFile())) return prompt;
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const c of process.stdin) {
    bytes += (c as Buffer).length;
    if (bytes > MAX_PIPED_BYTES)
      throw new CliError(
        `the input piped to --print is over ${MAX_PIPED_BYTES} bytes; pass a file path in the prompt instead`,
        2,
      );
    chunks.push(c as Buffer);
  }
  const piped = Buffer.concat(chunks).toString("utf8");
  return piped.trim() === "" ? prompt : `${prompt}\n\n<stdin>\n${piped.replace(/\n$/, "")}\n</stdin>`;
}

const EXIT_CODES = { done: 0, error: 1, cancelled: 130 } as const;

// SIGHUP (the terminal or ssh session went away) and SIGQUIT cancel like SIGINT and SIGTERM: without a
// handler Node would die at once and leave the running commands (and subagents' commands) behind.
const CANCEL_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"] as const;
const EXIT_ON: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGQUIT: 131 };

/** --print, or one prompt per line of stdin. SIGINT, SIGTERM, SIGHUP or SIGQUIT cancels; a second one exits at once. */
export async function runScript(s: ChatRun): Promise<void> {
  const { agent, ctx, io, json, opts } = s;
  let controller: AbortController | undefined;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(130);
    stopping = true;
    ctx.exit.code = EXIT_ON[signal] ?? 130;
    controller?.abort();
    input?.close();
  };
  for (const sig of CANCEL_SIGNALS) process.on(sig, onSignal);
  let input: Interface | undefined;
  const turn = async (prompt: string): Promise<void> => {
    controller = new AbortController();
    const r = await agent.send(prompt, { signal: controller.signal });
    if (!json && r.status === "done") {
      await io.flush?.();
      // Model text is data: on a terminal no escape sequence in it is obeyed, colours (SGR) included;
      // into a pipe it stays byte-exact.
      const text = payload(io, r.text);
      io.out(text.endsWith("\n") || text === "" ? text : `${text}\n`);
    }
    if (!stopping) ctx.exit.code = Math.max(ctx.exit.code, EXIT_CODES[r.status]);
  };
  try {
    if (opts.print !== undefined) await turn(await withPipedInput(opts.print));
    else {
      input = createInterface({ input: process.stdin, terminal: false });
      for await (const l of input) {
        if (stopping) break;
        if (l.trim() === "") continue;
        if (l.trim() === "/exit") break;
        await turn(l);
      }
    }
  } finally {
    for (const sig of CANCEL_SIGNALS) process.off(sig, onSignal);
    // A second signal while closing still ends the process.
    if (stopping) process.once("SIGINT", () => process.exit(130));
    input?.close();
  }
}
