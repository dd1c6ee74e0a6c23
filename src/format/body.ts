import { isUtf8 } from "node:buffer";
import { open } from "node:fs/promises";
import { MAX_SKILL_FILE_BYTES } from "../discovery/read.js";
import { extractBody } from "./frontmatter.js";

/** Error thrown by body reads (A5), with a stable diagnostic code. */
export class SkillReadError extends Error {
  constructor(
    readonly code: "file-too-large" | "read-failed" | "invalid-encoding",
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "SkillReadError";
  }
}

/**
 * Reads the body of a SKILL.md on demand (F9). The size is checked again (the file may have grown since
 * discovery): over the limit is an error, never a silent truncation (A5).
 */
export async function readSkillBody(filePath: string, limit = MAX_SKILL_FILE_BYTES): Promise<string> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(filePath, "r");
    const info = await handle.stat();
    if (!info.isFile())
      throw new SkillReadError("read-failed", `${filePath} is not a regular file.`, filePath);
    if (info.size > limit) {
      throw new SkillReadError(
        "file-too-large",
        `${filePath} is ${info.size} bytes; the limit is ${limit} bytes. Move long material into references/ files.`,
        filePath,
      );
    }
    const bytes = await handle.readFile();
    if (bytes.length > limit) {
      throw new SkillReadError(
        "file-too-large",
        `${filePath} grew past ${limit} bytes while being read.`,
        filePath,
      );
    }
    if (bytes.includes(0) || !isUtf8(bytes)) {
      throw new SkillReadError("invalid-encoding", `${filePath} is not valid UTF-8 text.`, filePath);
    }
    return extractBody(bytes.toString("utf8"));
  } catch (e) {
    if (e instanceof SkillReadError) throw e;
    throw new SkillReadError(
      "read-failed",
      `Cannot read the skill body at ${filePath}: ${e instanceof Error ? e.message : String(e)}`,
      filePath,
    );
  } finally {
    await handle?.close();
  }
}
