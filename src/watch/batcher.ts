import type { FsEvent } from "./plan.js";

/**
 * Debouncing: file events are collected per root key and flushed `debounceMs` after the last one, but
 * no later than `maxWaitMs` after the first (a steady stream still gets applied). Each flush runs on one
 * promise chain, so rebuilds never overlap and run in order.
 */
export class Batcher {
  private pending = new Map<string, FsEvent[]>();
  private reloadPending = false;
  private timer: NodeJS.Timeout | undefined;
  private firstEventAt = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly debounceMs: number,
    private readonly maxWaitMs: number,
    private readonly run: (batch: Map<string, FsEvent[]>, reload: boolean) => Promise<void>,
    private readonly onError: (e: unknown) => void,
    private readonly isClosed: () => boolean,
  ) {}

  push(key: string, event: FsEvent): void {
    if (this.isClosed()) return;
    const list = this.pending.get(key);
    if (list) list.push(event);
    else this.pending.set(key, [event]);
    this.schedule();
  }

  /** Asks for a full re-plan (roots, trust, rules) with the next flush. */
  requestReload(): void {
    this.reloadPending = true;
    this.schedule();
  }

  /** Runs what is pending now (with a re-plan when `reload`); resolves once it has been applied. */
  flush(reload = false): Promise<void> {
    if (reload) this.reloadPending = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    const again = this.reloadPending;
    this.pending = new Map();
    this.reloadPending = false;
    this.chain = this.chain.then(() => this.run(batch, again)).catch(this.onError);
    return this.chain;
  }

  /** Queues later flushes behind `work` (the first load); its failure is the caller's to report. */
  after(work: Promise<unknown>): void {
    this.chain = work.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Resolves when every queued rebuild has finished. */
  idle(): Promise<void> {
    return this.chain;
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.isClosed()) return;
    const now = Date.now();
    if (this.timer === undefined) this.firstEventAt = now;
    else if (now - this.firstEventAt >= this.maxWaitMs) return;
    else clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
  }
}
