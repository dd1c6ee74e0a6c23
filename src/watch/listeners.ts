import type { SkillChange } from "./types.js";

export type Listener<T> = (arg: T) => void;

/** The iterators a watcher feeds; each ends when the watcher closes or its consumer returns. */
export type IteratorSubscriber = { push(c: SkillChange): void; end(): void };

/** An async iterator over the watcher's changes; it ends when the watcher closes. */
export function changeIterator(
  iterators: Set<IteratorSubscriber>,
  closed: boolean,
): AsyncIterator<SkillChange> {
  const queue: SkillChange[] = [];
  let waiting: ((r: IteratorResult<SkillChange, undefined>) => void) | undefined;
  let done = closed;
  const sub = {
    push(c: SkillChange): void {
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w({ value: c, done: false });
      } else queue.push(c);
    },
    end(): void {
      done = true;
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w({ value: undefined, done: true });
      }
    },
  };
  if (!done) iterators.add(sub);
  return {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((r) => {
        waiting = r;
      });
    },
    return: () => {
      iterators.delete(sub);
      sub.end();
      queue.length = 0;
      return Promise.resolve({ value: undefined, done: true });
    },
  };
}
