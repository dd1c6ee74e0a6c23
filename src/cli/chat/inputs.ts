import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import type { McpInput } from "../../agent/mcp-config-file.js";
import { terminalLine } from "../../util/terminal.js";
import { CliError } from "../context.js";

// VS Code's `${input:ID}` values, asked on the terminal before the MCP servers start: the question on
// stderr, a password typed without echo, a pickString as a numbered choice.

/** Asks one input on the terminal; Ctrl-C or Ctrl-D stops chat. */
export function askInputOnTerminal(input: McpInput): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const choices = input.options ?? [];
  const lines = [
    `MCP configuration: ${terminalLine(input.description)} (\${input:${terminalLine(input.id)}})`,
    ...choices.map((o, i) => `  ${i + 1}. ${terminalLine(o)}`),
  ];
  const hint = choices.length > 0 ? "number" : input.password ? "hidden" : "value";
  const dflt = input.default === undefined || input.password ? "" : ` [${terminalLine(input.default)}]`;
  return new Promise((resolve, reject) => {
    let answered = false;
    const stop = (): void => {
      if (answered) return;
      answered = true;
      rl.close();
      process.stderr.write("\n");
      reject(new CliError("stopped while an MCP configuration value was asked for", 130));
    };
    rl.on("SIGINT", stop);
    rl.on("close", stop);
    process.stderr.write(`${lines.join("\n")}\n${hint}${dflt}: `);
    muted = input.password;
    rl.question("", (typed) => {
      answered = true;
      rl.close();
      if (muted) process.stderr.write("\n");
      const n = Number(typed.trim());
      const picked = choices.length > 0 && Number.isInteger(n) && n >= 1 && n <= choices.length;
      if (choices.length > 0 && !picked && typed.trim() !== "")
        return reject(
          new CliError(`'${terminalLine(typed.trim())}' is not one of the ${choices.length} choices`, 2),
        );
      resolve(picked ? choices[n - 1]! : typed === "" && input.default !== undefined ? input.default : typed);
    });
  });
}
