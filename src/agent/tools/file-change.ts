import { readTarget, unifiedDiff, type WriteTarget, writeAtomically } from "../edit.js";
import { FileToolError } from "../files.js";
import type { ApprovalRequest } from "../permissions.js";
import type { Session } from "../session.js";
import { NOT_ALLOWED, type ToolContext } from "./types.js";

// The common half of write_file and edit_file: show the diff in the approval, check nothing changed
// while the user read it, write.

const lineCount = (s: string): number => (s === "" ? 0 : s.split("\n").length);

export async function approveAndWrite(
  ctx: ToolContext,
  session: Session,
  tool: "write_file" | "edit_file",
  target: WriteTarget,
  after: string,
  input: unknown,
  signal: AbortSignal,
): Promise<string> {
  const diff = await unifiedDiff(target.rel, target.before, after);
  const what =
    target.before === undefined ? `create ${target.rel} (${lineCount(after)} lines)` : `change ${target.rel}`;
  const request: ApprovalRequest = {
    kind: "edit",
    tool,
    agent: session.path,
    summary: `${what}${target.sensitive ? " — a skill or command file" : ""}\n${diff}`,
    input,
    ...(target.sensitive ? { sensitive: true } : {}),
  };
  if (!(await ctx.gate.check(request, signal)))
    return `The user did not allow this change to ${target.rel}, so the file was not written. ${NOT_ALLOWED}`;
  // The file must still be what the diff was made from.
  if ((await readTarget(target.abs, target.rel)) !== target.before)
    throw new FileToolError(
      `${target.rel} changed while the change waited for approval; read it again and redo the edit.`,
    );
  await writeAtomically(target, after, ctx.workspace);
  const added = diff.split("\n").filter((l) => l.startsWith("+") && !l.startsWith("+++")).length;
  const removed = diff.split("\n").filter((l) => l.startsWith("-") && !l.startsWith("---")).length;
  return `${target.before === undefined ? "Created" : "Changed"} ${target.rel} (+${added} -${removed} lines).`;
}
