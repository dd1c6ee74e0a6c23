// The bounded audit's worker thread (bounded.ts): audits one skill at a time as the main thread asks, and
// says which file it is on, so that the main thread can end it in the middle of one long expression and
// still say where it was. Built as its own entry point of the library bundle (dist/audit-worker.js).
import { parentPort } from "node:worker_threads";
import { auditFilesWith, auditSkillWith } from "./index.js";
import type { AuditJob, WorkerMessage } from "./worker-protocol.js";

const port = parentPort;
if (port !== null) {
  // The scanner loads as the worker starts: it is started to audit, often ahead of the first skill.
  void Promise.all([import("./read.js"), import("./scan.js")]).catch(() => {});
  port.on("message", (job: AuditJob) => {
    const send = (m: WorkerMessage) => port.postMessage(m);
    const progress = (file: string) => send({ id: job.id, type: "file", file });
    // A structured clone brings a Buffer over as a plain Uint8Array: the reader wants a Buffer's view.
    const files = job.files?.map((f) => ({
      path: f.path,
      data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    }));
    const audit =
      files !== undefined
        ? auditFilesWith(job.dir, files, job.options, progress)
        : auditSkillWith(job.dir, job.options, progress);
    audit.then(
      (report) => send({ id: job.id, type: "done", report }),
      (e: unknown) => {
        const err = e as NodeJS.ErrnoException;
        send({
          id: job.id,
          type: "error",
          message: err?.message ?? String(e),
          ...(typeof err?.code === "string" ? { code: err.code } : {}),
        });
      },
    );
  });
}
