import { isUtf8 } from "node:buffer";
import { open } from "node:fs/promises";
import { parseCommandFile } from "./parse.js";

/** M1: the size limit of one command file, checked with stat before reading. */
export const MAX_COMMAND_FILE_BYTES = 100_000;

const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Error of a lazy body read, with a stable code. */
export class CommandReadError extends Error {
  constructor(
    readonly code: "file-too-large" | "read-failed" | "invalid-encoding",
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "CommandReadError";
  }
}

/** Reads a command's template on demand. The size is checked again: the file may have grown. */
export async function readCommandBody(path: string, limit = MAX_COMMAND_FILE_BYTES): Promise<string> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, "r");
    const info = await handle.stat();
    if (!info.isFile()) throw new CommandReadError("read-failed", `${path} is not a regular file.`, path);
    if (info.size > limit)
      throw new CommandReadError(
        "file-too-large",
        `${path} is ${info.size} bytes; the limit for a command is ${limit} bytes.`,
        path,
      );
    const bytes = await handle.readFile();
    if (bytes.length > limit)
      throw new CommandReadError(
        "file-too-large",
        `${path} grew past ${limit} bytes while being read.`,
        path,
      );
    if (bytes.includes(0) || !isUtf8(bytes))
      throw new CommandReadError("invalid-encoding", `${path} is not valid UTF-8 text.`, path);
    const parsed = parseCommandFile(bytes.toString("utf8"), { path });
    if (!parsed.ok) {
      throw new CommandReadError(
        "read-failed",
        parsed.diagnostics.find((d) => d.severity === "error")?.message ?? `${path} no longer loads.`,
        path,
      );
    }
    return parsed.body;
  } catch (e) {
    if (e instanceof CommandReadError) throw e;
    throw new CommandReadError("read-failed", `Cannot read the command at ${path}: ${errText(e)}`, path);
  } finally {
    await handle?.close();
  }
}
