import type * as ChildProcess from "node:child_process";
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import { containedShell } from "./contain.js";
import { killGroup, reapGroup } from "./process-group.js";
import { processTree } from "./process-tree.js";

// X1, X3, X4: run one snippet with `sh -c` in its own process group, bounded in time and output.

/** Per snippet: long enough for `git log` or a test listing, short enough that a hang is noticed. */
export const DEFAULT_SHELL_TIMEOUT_MS = 30_000;
/** Per snippet stdout: more than a prompt should carry; more is an error, never a silent cut. */
export const DEFAULT_SHELL_OUTPUT_BYTES = 128 * 1024;
/** The longest time limit a timer can hold (2^31 - 1 ms, about 24.8 days); longer ones are clamped. */
export const MAX_SHELL_TIMEOUT_MS = 2 ** 31 - 1;
/** Program name the snippet sees as `$0`; arguments start at `$1`. */
export const SHELL_ARGV0 = "skillport";
/** stderr kept for the error message: the end of it, where the reason usually is. */
const STDERR_TAIL_BYTES = 4096;
/** The part of that tail shown, so one failure stays a readable message. */
const STDERR_TAIL_CHARS = 1000;

// node:child_process on first use: it (with net and streams) is ~2 ms of importing the library.
let childProcess: typeof ChildProcess | undefined;
const nodeChildProcess = (): typeof ChildProcess =>
  (childProcess ??= createRequire(import.meta.url)("node:child_process") as typeof ChildProcess);

export type ShellErrorCode =
  | typeof CODES.shellDenied
  | typeof CODES.shellFailed
  | typeof CODES.shellTimeout
  | typeof CODES.shellOutputTooLarge
  | typeof CODES.shellUnclosedBlock;

/** Why an expansion with shell snippets did not produce a prompt. `code` is the stable contract. */
/** Refused before spawning; reported as a ShellExpansionError by the spawn's own catch. */
class NulByte extends Error {}

export class ShellExpansionError extends SkillportError<ShellErrorCode> {
  constructor(
    code: ShellErrorCode,
    message: string,
    /** The snippet's exact text, when one snippet is to blame. */
    readonly command?: string,
  ) {
    super(code, message);
    this.name = "ShellExpansionError";
  }
}

export interface RunSnippetOptions {
  readonly cwd: string;
  /** The complete environment of the child. */
  readonly env: NodeJS.ProcessEnv;
  /** Positional parameters `$1 …` (user arguments as data, never as code). */
  readonly args?: readonly string[];
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
  readonly signal?: AbortSignal;
}

/** Short form of a snippet for messages. */
export const showCommand = (command: string): string => {
  const one = command.length > 200 ? `${command.slice(0, 200)}…` : command;
  return one.includes("\n") ? `\n  ${one.split("\n").join("\n  ")}\n` : `\`${one}\``;
};

function stderrTail(chunks: readonly Buffer[]): string {
  const text = Buffer.concat(chunks).toString("utf8").replace(/\s+$/, "");
  if (text === "") return "";
  const tail = text.length > STDERR_TAIL_CHARS ? `…${text.slice(-STDERR_TAIL_CHARS)}` : text;
  return `\nstderr (last lines):\n${tail}`;
}

/**
 * Runs `sh -c COMMAND skillport ARG1 ARG2 …` and resolves with its stdout, trailing whitespace removed.
 * The shell leads a new process group; the whole group is killed on timeout, on too much output, on
 * abort, and when the shell exits (a snippet's output is its only product, so no child outlives it).
 * Rejects with a ShellExpansionError naming the command, and the status and stderr tail on failure.
 */
export function runShellSnippet(command: string, options: RunSnippetOptions): Promise<string> {
  // setTimeout fires at once for 2^31 ms or more: clamp, never turn a long limit into none.
  const timeoutMs = Math.min(options.timeoutMs ?? DEFAULT_SHELL_TIMEOUT_MS, MAX_SHELL_TIMEOUT_MS);
  const maxBytes = options.maxOutputBytes ?? DEFAULT_SHELL_OUTPUT_BYTES;
  const shown = showCommand(command);
  const tree = processTree();
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ShellExpansionError(CODES.shellFailed, `Shell snippet ${shown} was cancelled.`, command));
      return;
    }
    // A NUL byte cannot be in an argument or the environment of a process: the user's arguments
    // (`/name a<NUL>b` from an MCP client) are refused like any other failure, never thrown raw.
    const argv = ["-c", command, SHELL_ARGV0, ...(options.args ?? [])];
    const env = { ...options.env, ...tree.env };
    const nul = argv.some((a) => a.includes("\0"))
      ? "an argument"
      : Object.entries(env).some(([k, v]) => k.includes("\0") || (v ?? "").includes("\0"))
        ? "the environment ($ARGUMENTS)"
        : undefined;
    let child: ChildProcess.ChildProcessByStdio<null, Readable, Readable>;
    try {
      if (nul !== undefined) throw new NulByte(`${nul} contains a NUL byte`);
      // In its own PID namespace where the system allows (contain.ts): nothing it starts outlives it.
      const shell = containedShell(argv);
      child = nodeChildProcess().spawn(shell.file, shell.args, {
        cwd: options.cwd,
        env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (e) {
      tree.stop();
      reject(
        new ShellExpansionError(
          CODES.shellFailed,
          `Shell snippet ${shown} cannot start: ${(e as Error).message}. Remove NUL bytes from the arguments.`,
          command,
        ),
      );
      return;
    }
    if (child.pid !== undefined) tree.watch(child.pid);
    const out: Buffer[] = [];
    let outBytes = 0;
    const err: Buffer[] = [];
    let errBytes = 0;
    let stopped: "timeout" | "output" | "abort" | undefined;
    let spawnError: Error | undefined;

    const stop = (why: "timeout" | "output" | "abort"): void => {
      stopped ??= why;
      killGroup(child.pid);
      // A process that left the group may still hold the pipes: stop reading so 'close' fires.
      child.stdout.destroy();
      child.stderr.destroy();
    };
    const timer = setTimeout(() => stop("timeout"), timeoutMs);
    const onAbort = (): void => stop("abort");
    options.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.on("data", (chunk: Buffer) => {
      if (stopped) return;
      outBytes += chunk.length;
      if (outBytes > maxBytes) stop("output");
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err.push(chunk);
      errBytes += chunk.length;
      while (errBytes - err[0]!.length >= STDERR_TAIL_BYTES) errBytes -= err.shift()!.length;
    });
    child.on("error", (e) => {
      spawnError = e;
    });
    child.on("exit", () => {
      killGroup(child.pid);
      // A process that left the group may hold the pipes open: kill it now, so 'close' comes.
      void tree.killAll();
    });
    child.on("close", async (status, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      killGroup(child.pid);
      // Every process it started goes too: its group, its session, its descendants (also those that
      // left with setsid or a double fork), found through /proc on Linux.
      const [survivors] = await Promise.all([tree.killAll(), reapGroup(child.pid)]);
      const left =
        survivors.length === 0
          ? ""
          : ` ${survivors.length} process${survivors.length === 1 ? "" : "es"} it started (pid ${survivors.join(", ")}) could not be stopped.`;
      if (spawnError) {
        reject(
          new ShellExpansionError(
            CODES.shellFailed,
            `Cannot run shell snippet ${shown}: ${spawnError.message}. Check that \`sh\` is on PATH and that ${options.cwd} is an existing directory.`,
            command,
          ),
        );
      } else if (stopped === "timeout") {
        reject(
          new ShellExpansionError(
            CODES.shellTimeout,
            `Shell snippet ${shown} ran longer than the ${formatMs(timeoutMs)} limit; ${survivors.length === 0 ? "it and every process it started were killed" : "it was killed"}.${left} Make it finish sooner.`,
            command,
          ),
        );
      } else if (stopped === "output") {
        reject(
          new ShellExpansionError(
            CODES.shellOutputTooLarge,
            `Shell snippet ${shown} printed more than the output limit of ${formatBytes(maxBytes)}; it was stopped. Print less (for example, pipe it through \`head\`).`,
            command,
          ),
        );
      } else if (stopped === "abort") {
        reject(new ShellExpansionError(CODES.shellFailed, `Shell snippet ${shown} was cancelled.`, command));
      } else if (status !== 0) {
        const how = status === null ? `was killed by ${signal}` : `failed with exit status ${status}`;
        reject(
          new ShellExpansionError(
            CODES.shellFailed,
            `Shell snippet ${shown} ${how}.${stderrTail(err)}`,
            command,
          ),
        );
      } else if (survivors.length > 0) {
        // Its output may be fine, but something it started is still running: no process outlives a call.
        reject(
          new ShellExpansionError(
            CODES.shellFailed,
            `Shell snippet ${shown} finished, but ${survivors.length} process${survivors.length === 1 ? "" : "es"} it started (pid ${survivors.join(", ")}) could not be stopped and ${survivors.length === 1 ? "is" : "are"} still running. Stop ${survivors.length === 1 ? "it" : "them"} by hand (kill PID), and make the snippet wait for what it starts.`,
            command,
          ),
        );
      } else {
        resolve(Buffer.concat(out).toString("utf8").replace(/\s+$/, ""));
      }
    });
  });
}

const formatMs = (ms: number): string => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);
const formatBytes = (n: number): string => (n % 1024 === 0 ? `${n / 1024} KiB (${n} bytes)` : `${n} bytes`);
