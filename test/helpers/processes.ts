import { existsSync, readFileSync } from "node:fs";

// What the process-tree tests (shell snippets, the agent's bash, chat hang-ups) ask of /proc.

/** Alive = exists and is not a zombie (a container's init may never reap a killed orphan). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/** `setsid` is installed (the daemon tests need it). */
export const HAS_SETSID = existsSync("/usr/bin/setsid") || existsSync("/bin/setsid");
