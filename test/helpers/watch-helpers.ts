import type { SkillSet } from "../../src/types.js";
import type { SkillChange, SkillWatcher } from "../../src/watch/index.js";

/** Upper bound for one file-system event to arrive under load; tests wait for the event, never time it. */
export const EVENT_WAIT_MS = 20_000;

/** Collects every change a watcher emits, from now on. */
export function record(watcher: SkillWatcher): { changes: SkillChange[]; stop: () => void } {
  const changes: SkillChange[] = [];
  const stop = watcher.on("change", (c) => changes.push(c));
  return { changes, stop };
}

/** Resolves with the current set once `until(set)` holds, checking after each change. */
export function waitForSet(
  watcher: SkillWatcher,
  until: (set: SkillSet) => boolean,
  what: string,
  ms = EVENT_WAIT_MS,
): Promise<SkillSet> {
  if (until(watcher.current)) return Promise.resolve(watcher.current);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out after ${ms} ms waiting for: ${what}`));
    }, ms);
    const off = watcher.on("change", (c) => {
      if (!until(c.set)) return;
      clearTimeout(timer);
      off();
      resolve(c.set);
    });
  });
}

export const names = (set: SkillSet): string[] => set.skills.map((s) => s.name);
export const skillOf = (set: SkillSet, name: string) => set.skills.find((s) => s.name === name);

/** Waits a quiet period so late events of the previous step are in before the next (never asserted). */
export const settle = (ms = 400): Promise<void> => new Promise((r) => setTimeout(r, ms));
