import type * as ChildProcess from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

// Containment of a shell command's process tree. On Linux, when allowed, the shell runs as the first
// process of a new PID namespace (`unshare --pid --fork --kill-child`, util-linux): when it exits or is
// killed, the kernel kills every process left in the namespace, and no process can leave one, so a
// daemon (`setsid -f`, a double fork, a cleared environment) dies with the call. Root (or
// CAP_SYS_ADMIN) gets it directly; another user gets it inside a user namespace that maps only their
// own uid (`--user --map-current-user`), where the system allows unprivileged user namespaces.
// Elsewhere the command runs as a plain `sh`, and the /proc search of process-tree.ts is the only net.

/** How a command's process tree is held. */
export type Containment = "pid-namespace" | "user-pid-namespace" | "none";

const UNSHARE_PATHS = ["/usr/bin/unshare", "/bin/unshare"];
const FLAGS: Record<Exclude<Containment, "none">, readonly string[]> = {
  "pid-namespace": ["--pid", "--fork", "--kill-child"],
  "user-pid-namespace": ["--user", "--map-current-user", "--pid", "--fork", "--kill-child"],
};

let detected: { readonly kind: Containment; readonly unshare?: string } | undefined;

const childProcess = (): typeof ChildProcess =>
  createRequire(import.meta.url)("node:child_process") as typeof ChildProcess;

/** Which containment this process can use: tried once (a few milliseconds), then remembered. */
export function detectContainment(): { readonly kind: Containment; readonly unshare?: string } {
  if (detected !== undefined) return detected;
  detected = { kind: "none" };
  if (process.platform !== "linux" || process.env.SKILLPORT_NO_CONTAIN === "1") return detected;
  // A fixed system path, never PATH: the working directory's tools must not decide how we run.
  const unshare = UNSHARE_PATHS.find((p) => existsSync(p));
  if (unshare === undefined) return detected;
  for (const kind of ["pid-namespace", "user-pid-namespace"] as const) {
    const r = childProcess().spawnSync(unshare, [...FLAGS[kind], "/bin/sh", "-c", "exit 0"], {
      stdio: "ignore",
      timeout: 5000,
    });
    if (r.status === 0) {
      detected = { kind, unshare };
      break;
    }
  }
  return detected;
}

/** The program and arguments that run `sh ARGS…` contained as well as this system allows. */
export function containedShell(args: readonly string[]): {
  readonly file: string;
  readonly args: readonly string[];
  readonly containment: Containment;
} {
  const { kind, unshare } = detectContainment();
  if (kind === "none" || unshare === undefined) return { file: "sh", args, containment: "none" };
  return { file: unshare, args: [...FLAGS[kind], "sh", ...args], containment: kind };
}
