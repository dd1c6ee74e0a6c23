import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { profiles } from "../profiles/index.js";
import { packageVersion } from "../util/package-root.js";
import { terminalLine } from "../util/terminal.js";
import { type CliContext, CliError } from "./context.js";
import { fsErrorMessage } from "./errors.js";
import { type Io, processIo } from "./output.js";
import { registerCommands } from "./subcommands/index.js";

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("expected a positive integer");
  return n;
}

export function buildProgram(ctx: CliContext): Command {
  const program = new Command("skillport")
    .description("The Agent Skills runtime: find, validate, render and serve SKILL.md skills.")
    .version(packageVersion(), "-V, --version")
    .option("--cwd <dir>", "working directory for project roots")
    .option("--root <dir>", "add a skills root (project scope, trusted; repeatable)", collect)
    .option("--no-user", "skip user-scope roots (~/.agents/skills, …)")
    .option("--no-project", "skip automatically discovered project roots")
    .option("--profile <name>", `host profile: ${Object.keys(profiles).join(", ")}`)
    .option(
      "--depth <n>",
      "levels below each skills root where a skill may sit (default: the profile's)",
      positiveInt,
    )
    .addOption(new Option("--mode <mode>", "validation mode").choices(["spec", "standard", "lenient"]))
    .option("--trust", "trust the project's skills for this run")
    .option("--max-directories <n>", "directories visited per root before scan-truncated", positiveInt)
    .option(
      "--no-cache",
      "read and parse every SKILL.md (no parse cache, output memo, saved search index or code cache)",
    )
    .option("--no-builtin", "leave out the skills built into skillport (create-skill)")
    .option("--json", "print one JSON document on stdout")
    // A usage error prints its one line and where help is, not the whole help (which buried it).
    .showHelpAfterError("Run 'skillport --help' for usage.")
    // Every subcommand's help lists the global options too: they work after the subcommand as well.
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.io.out(s), writeErr: (s) => ctx.io.err(s) });
  registerCommands(program, ctx);
  const configure = (cmd: Command, path: string): void => {
    for (const sub of cmd.commands) {
      const name = `${path} ${sub.name()}`;
      sub
        .exitOverride()
        .configureOutput({ writeOut: (s) => ctx.io.out(s), writeErr: (s) => ctx.io.err(s) })
        .showHelpAfterError(`Run '${name} --help' for usage.`);
      configure(sub, name);
    }
  };
  configure(program, "skillport");
  return program;
}

/** `skillport catalog` for `--json catalog --budget x`: the (sub)command the arguments name. */
function commandPath(program: Command, argv: readonly string[]): string {
  const names = ["skillport"];
  let cmd = program;
  for (const a of argv) {
    const sub = cmd.commands.find((c) => c.name() === a || c.aliases().includes(a));
    if (sub === undefined) continue;
    names.push(sub.name());
    cmd = sub;
  }
  return names.join(" ");
}

/** Runs the CLI and returns the exit code. Never throws. */
export async function run(
  argv: readonly string[],
  io: Io = processIo(),
  env = process.env,
  serving?: () => void,
): Promise<number> {
  const ctx: CliContext = { io, env, exit: { code: 0 }, serving };
  const program = buildProgram(ctx);
  try {
    await program.parseAsync([...argv], { from: "user" });
    return ctx.exit.code;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (
        e.code === "commander.helpDisplayed" ||
        e.code === "commander.version" ||
        e.code === "commander.help"
      )
        return 0;
      return 2;
    }
    if (e instanceof CliError) {
      io.err(`skillport: ${terminalLine(e.message)}\n`);
      if (e.exitCode === 2) io.err(`Run '${commandPath(program, argv)} --help' for usage.\n`);
      return e.exitCode;
    }
    const fs = fsErrorMessage(e);
    if (fs !== undefined) {
      io.err(`skillport: ${fs}\n`);
      return 1;
    }
    io.err(`skillport: unexpected error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 70;
  }
}
