// What the bounded audit (bounded.ts) and its worker thread (worker.ts) send each other.
import type { MemoryFile } from "./read.js";
import type { AuditOptions, AuditReport } from "./types.js";

/** One skill to audit: a directory (auditSkill) or files held in memory (auditFiles) when `files` is set. */
export interface AuditJob {
  readonly id: number;
  readonly dir: string;
  readonly files?: readonly MemoryFile[];
  readonly options: AuditOptions;
}

export type WorkerMessage =
  | { readonly id: number; readonly type: "file"; readonly file: string }
  | { readonly id: number; readonly type: "done"; readonly report: AuditReport }
  | { readonly id: number; readonly type: "error"; readonly message: string; readonly code?: string };
