// A command's process group: killed whole, and waited for (bounded) until it is really gone, so that
// when a run settles none of its processes is still alive. Shared by shell snippets (run.ts) and the
// agent's `bash` tool.

/** How long a killed group is waited for. */
const GROUP_EXIT_WAIT_MS = 2000;

export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** True while any process of the group exists (zombies included, until they are reaped). */
function groupExists(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** SIGKILL is delivered asynchronously: kill and wait (bounded) until the group is gone. */
export async function reapGroup(pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  for (let waited = 0; waited < GROUP_EXIT_WAIT_MS && groupExists(pid); waited += 10) {
    killGroup(pid);
    await new Promise((r) => setTimeout(r, 10));
  }
}
