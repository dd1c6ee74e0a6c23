import { readdirSync, readFileSync } from "node:fs";

// Every process a shell snippet started, found and killed without cgroups (the net under contain.ts,
// and the only one where no PID namespace is allowed). The snippet's shell leads
// its own session and process group (spawn `detached`), but a child can leave both (`setsid`, or
// `setpgid` then a double fork that re-parents it to init), so on Linux three more nets are cast by
// reading /proc:
// - the process tree: children of the shell and of everything found so far, polled while the snippet
//   runs (a daemon seen once stays on the list, by pid and start time, after it is re-parented);
// - the session and process group of the shell;
// - an inherited marker: the snippet's environment holds SKILLPORT_RUN=<random token>, and a process
//   that daemonises keeps its environment (only one that clears it and re-parents between two polls
//   escapes, and that is reported: see `survivors`).
// Elsewhere (no /proc) the process group is what is killed.

/** The environment variable that marks a snippet's processes. */
export const RUN_MARKER = "SKILLPORT_RUN";

const HAS_PROC = process.platform === "linux" && existsProc();

function existsProc(): boolean {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
}

interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly pgrp: number;
  readonly session: number;
  readonly start: string;
  readonly zombie: boolean;
}

function readProc(pid: number): Proc | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "latin1");
    // The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'.
    const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return {
      pid,
      ppid: Number(rest[1]),
      pgrp: Number(rest[2]),
      session: Number(rest[3]),
      start: rest[19] ?? "",
      zombie: rest[0] === "Z" || rest[0] === "X",
    };
  } catch {
    return undefined; // gone
  }
}

function allProcs(): Proc[] {
  const procs: Proc[] = [];
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return procs;
  }
  for (const name of names) {
    const c = name.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    const p = readProc(Number(name));
    if (p) procs.push(p);
  }
  return procs;
}

function hasMarker(pid: number, marker: Buffer): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`).includes(marker);
  } catch {
    return false; // gone, or another user's
  }
}

const key = (p: Proc): string => `${p.pid}:${p.start}`;

export interface ProcessTree {
  /** Variables to add to the snippet's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Starts watching the tree of `pid` (the snippet's shell, leader of its session and group). */
  watch(pid: number): void;
  /** Kills every process found; resolves with the pids still alive after a bounded wait. */
  killAll(): Promise<number[]>;
  /** Stops the polling. */
  stop(): void;
}

/** How often a killed process tree is checked for survivors: cheap, and quick enough for a CLI. */
const POLL_MS = 100;
/** How long a process tree gets after SIGTERM before SIGKILL. */
const KILL_WAIT_MS = 2000;

export function processTree(): ProcessTree {
  const token = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const marker = Buffer.from(`${RUN_MARKER}=${token}\0`);
  const known = new Map<string, Proc>();
  let leader: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** Everything that belongs to the snippet now, from one pass over /proc. */
  const members = (withMarker: boolean): Proc[] => {
    if (leader === undefined) return [];
    const procs = allProcs();
    const found = new Map<number, Proc>();
    const add = (p: Proc): void => {
      if (p.pid === process.pid || p.pid <= 1 || found.has(p.pid)) return;
      found.set(p.pid, p);
    };
    for (const p of procs) {
      if (p.pid === leader || p.session === leader || p.pgrp === leader || known.has(key(p))) add(p);
    }
    // Descendants of anything found, to a fixed point (a tree is shallow; this is a few passes).
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of procs) {
        if (!found.has(p.pid) && found.has(p.ppid)) {
          add(p);
          grew = true;
        }
      }
    }
    if (withMarker) for (const p of procs) if (!found.has(p.pid) && hasMarker(p.pid, marker)) add(p);
    return [...found.values()];
  };

  const poll = (): void => {
    for (const p of members(false)) known.set(key(p), p);
  };

  return {
    env: { [RUN_MARKER]: token },
    watch(pid) {
      leader = pid;
      if (!HAS_PROC) return;
      timer = setInterval(poll, POLL_MS);
      timer.unref();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    async killAll() {
      this.stop();
      if (leader === undefined) return [];
      killQuietly(-leader);
      if (!HAS_PROC) return groupAlive(leader) ? [leader] : [];
      // Kill, look again (a process may have forked meanwhile), until nothing is left or time is up.
      const deadline = Date.now() + KILL_WAIT_MS;
      for (;;) {
        const alive = members(true).filter((p) => !p.zombie);
        for (const p of alive) {
          known.set(key(p), p);
          killQuietly(p.pid);
        }
        if (alive.length === 0) return [];
        if (Date.now() > deadline) return alive.map((p) => p.pid);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // ESRCH: gone already; EPERM: not ours
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
