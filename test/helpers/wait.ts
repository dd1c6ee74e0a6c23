import { rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The one way tests wait: for a condition, never for a fixed time. Under load (CI on 2 cores) a fixed
// sleep is either too short (a flaky test) or too long (a slow suite); a condition is neither.

export interface WaitOptions {
  /** Give up after this long (default 30 s): the failure names what was awaited. */
  readonly timeoutMs?: number;
  /** Time between checks (default 10 ms). */
  readonly everyMs?: number;
}

/** Resolves once `check()` holds (sync or async); rejects with `timed out waiting for <what>`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 10 }: WaitOptions = {},
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

let probes = 0;

/**
 * Resolves once the file system's clock has ticked: every write after this gets a later modification
 * time than every write before it, so a stat-keyed cache must see the later write as a change, and
 * `Date.now()` (whole milliseconds) is past every write before it (file times have a finer grain).
 */
export async function nextTimestampTick(): Promise<void> {
  const probe = join(tmpdir(), `skillport-tick-${process.pid}-${probes++}`);
  try {
    writeFileSync(probe, "");
    const before = statSync(probe).mtimeMs;
    await waitUntil(
      "the file-system clock to tick",
      () => {
        writeFileSync(probe, "");
        return statSync(probe).mtimeMs > before && Date.now() > Math.ceil(before) + 1;
      },
      { everyMs: 2 },
    );
  } finally {
    rmSync(probe, { force: true });
  }
}

/** Resolves once every path's ctime (which cannot be set back) is more than `ms` in the past. */
export async function untilOlderThan(paths: readonly string[], ms: number): Promise<void> {
  const newest = Math.max(...paths.map((p) => statSync(p).ctimeMs));
  await waitUntil(`${paths.length} file(s) to be older than ${ms} ms`, () => Date.now() - newest > ms, {
    everyMs: 20,
  });
}
