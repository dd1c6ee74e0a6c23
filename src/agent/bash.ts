import { spawn } from "node:child_process";
import { containedShell } from "../shell/contain.js";
import { shellEnvironment } from "../shell/expand.js";
import { killGroup, reapGroup } from "../shell/process-group.js";
import { processTree } from "../shell/process-tree.js";

// The `bash` tool's runner, under the rules shell snippets follow: `sh -c` leading its own process
// group, the snippet environment (SKILLPORT_PROJECT_DIR, no inherited SKILLPORT_* values), a time
// limit, bounded output, and everything it started (its group, its session, its descendants, those
// that left with setsid or a double fork: processTree) killed on timeout, on cancel and when the
// shell exits, so no process outlives the call. Unlike a snippet, a failing command is a result, not an error:
// the model sees its exit status and output.

export const DEFAULT_BASH_TIMEOUT_MS = 120_000;
export const MAX_BASH_TIMEOUT_MS = 600_000;
/** Output kept of one call: the first and the last half of this (build and test errors are at the end). */
export const DEFAULT_BASH_OUTPUT_BYTES = 8 * 1024 * 1024;

export interface BashRunOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly sessionId?: string;
  readonly timeoutMs?: number;
  readonly maxOutputBytes?: number;
  readonly signal?: AbortSignal;
  /** Called with the shell's pid once it started (tests and UIs). */
  readonly onSpawn?: (pid: number) => void;
}

export interface BashResult {
  /** Exit status, or null when killed. */
  readonly status: number | null;
  readonly output: string;
  readonly truncated: boolean;
  /** Bytes dropped from the middle when the output was over the limit. */
  readonly omittedBytes?: number;
  readonly stopped?: "timeout" | "cancelled";
  /** Pids of processes it started that could not be stopped (none where the tree is contained). */
  readonly survivors?: readonly number[];
}

/** Keeps the first and the last `max / 2` bytes of a stream, and counts what it dropped between. */
export function headTail(max: number) {
  const half = Math.max(1, Math.floor(max / 2));
  const head: Buffer[] = [];
  let headBytes = 0;
  let tail: Buffer[] = [];
  let tailBytes = 0;
  let omitted = 0;
  return {
    take(chunk: Buffer): void {
      if (headBytes < half) {
        const part = chunk.subarray(0, half - headBytes);
        head.push(part);
        headBytes += part.length;
        chunk = chunk.subarray(part.length);
        if (chunk.length === 0) return;
      }
      tail.push(chunk);
      tailBytes += chunk.length;
      if (tailBytes > 2 * half) {
        // Compact now and then: keep only the last `half` bytes.
        const all = Buffer.concat(tail);
        omitted += all.length - half;
        tail = [all.subarray(all.length - half)];
        tailBytes = half;
      }
    },
    text(): { output: string; omitted: number } {
      let t = Buffer.concat(tail);
      let dropped = omitted;
      if (t.length > half) {
        dropped += t.length - half;
        t = t.subarray(t.length - half);
      }
      // Cut at character boundaries: a multi-byte character split by a cut is dropped.
      if (dropped === 0) return { output: Buffer.concat([...head, t]).toString("utf8"), omitted: 0 };
      const h = Buffer.concat(head).toString("utf8");
      const start = h.replace(/\uFFFD$/, "");
      const end = t.toString("utf8").replace(/^\uFFFD+/, "");
      return { output: `${start}\n[… ${dropped} bytes of output omitted …]\n${end}`, omitted: dropped };
    },
  };
}

/** Runs `sh -c command`; stdout and stderr interleaved as the model would see them in a terminal. */
export function runBash(command: string, options: BashRunOptions): Promise<BashResult> {
  const timeoutMs = Math.min(options.timeoutMs ?? DEFAULT_BASH_TIMEOUT_MS, MAX_BASH_TIMEOUT_MS);
  const maxBytes = options.maxOutputBytes ?? DEFAULT_BASH_OUTPUT_BYTES;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      resolve({ status: null, output: "", truncated: false, stopped: "cancelled" });
      return;
    }
    const env = shellEnvironment({ cwd: options.cwd, env: options.env, sessionId: options.sessionId });
    const tree = processTree();
    const shell = containedShell(["-c", command]);
    const child = spawn(shell.file, shell.args, {
      cwd: options.cwd,
      env: { ...env, ...tree.env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    if (child.pid !== undefined) {
      tree.watch(child.pid);
      options.onSpawn?.(child.pid);
    }
    const capture = headTail(maxBytes);
    let stopped: "timeout" | "cancelled" | undefined;
    let spawnError: Error | undefined;
    const take = (chunk: Buffer): void => capture.take(chunk);
    const stop = (why: "timeout" | "cancelled"): void => {
      stopped ??= why;
      killGroup(child.pid);
      child.stdout.destroy();
      child.stderr.destroy();
    };
    const timer = setTimeout(() => stop("timeout"), timeoutMs);
    const onAbort = (): void => stop("cancelled");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", (e) => {
      spawnError = e;
    });
    child.on("exit", () => {
      killGroup(child.pid);
      // A process that left the group may hold the pipes open: kill it now, so 'close' comes.
      void tree.killAll();
    });
    child.on("close", async (status) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      killGroup(child.pid);
      const [survivors] = await Promise.all([tree.killAll(), reapGroup(child.pid)]);
      if (spawnError) {
        reject(new Error(`Cannot run the command: ${spawnError.message}. Check that \`sh\` is on PATH.`));
        return;
      }
      const { output, omitted } = capture.text();
      resolve({
        status: stopped ? null : status,
        output,
        truncated: omitted > 0,
        ...(omitted > 0 ? { omittedBytes: omitted } : {}),
        ...(stopped ? { stopped } : {}),
        ...(survivors.length > 0 ? { survivors } : {}),
      });
    });
  });
}

/** What the model reads: status line, then the output. */
export function renderBashResult(r: BashResult, timeoutMs: number): string {
  const head =
    r.stopped === "timeout"
      ? `Killed after the ${timeoutMs} ms time limit (with every process it started).`
      : r.stopped === "cancelled"
        ? "Cancelled by the user (the command and every process it started were killed)."
        : `Exit status ${r.status ?? "unknown"}.`;
  const left = r.survivors?.length
    ? `\n[${r.survivors.length} process(es) it started could not be stopped and are still running: pid ${r.survivors.join(", ")}]`
    : "";
  return r.output === "" ? `${head}\n(no output)${left}` : `${head}\n${r.output.replace(/\s+$/, "")}${left}`;
}
