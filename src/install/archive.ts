// Unpacking a skill archive (tar.gz or zip) into memory, never onto disk: every entry is checked
// (no `..`, no absolute path, no link, hard link or device), and file count and sizes are capped
// before and while decompressing, so a decompression bomb stops at the cap.
import { INSTALL_CODES, InstallError } from "./errors.js";
import { safeRelativePath } from "./paths.js";
import type { SkillFile } from "./place.js";
import type { SkillLimits } from "./tree.js";

export type ArchiveFormat = "tar.gz" | "zip";

const unsafe = (why: string) => new InstallError(INSTALL_CODES.archiveUnsafe, `The archive ${why}; refused.`);
const tooLarge = (why: string) => new InstallError(INSTALL_CODES.tooLarge, `The archive ${why}; refused.`);

/** The format of `bytes` from its magic number (gzip or zip), else undefined. */
export function sniffArchive(bytes: Uint8Array): ArchiveFormat | undefined {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return "tar.gz";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "zip";
  return undefined;
}

function entryPath(raw: string): string | undefined {
  const p = raw.replace(/^(\.\/)+/, "");
  if (p === "" || p === ".") return "";
  return safeRelativePath(p.replace(/\/+$/, ""));
}

class Budget {
  files = 0;
  bytes = 0;
  constructor(readonly limits: SkillLimits) {}
  file(path: string, size: number): void {
    if (++this.files > this.limits.maxFiles) throw tooLarge(`has more than ${this.limits.maxFiles} files`);
    if (size > this.limits.maxFileBytes)
      throw tooLarge(`entry ${JSON.stringify(path)} is ${size} bytes, over ${this.limits.maxFileBytes}`);
    this.add(size);
  }
  add(n: number): void {
    this.bytes += n;
    if (this.bytes > this.limits.maxSkillBytes)
      throw tooLarge(`unpacks to more than ${this.limits.maxSkillBytes} bytes`);
  }
}

async function untarGz(bytes: Uint8Array, limits: SkillLimits): Promise<SkillFile[]> {
  const { gunzipSync } = await import("node:zlib");
  let tarBytes: Buffer;
  try {
    // Headers take 512 bytes a file (plus long names); anything beyond is a bomb.
    tarBytes = gunzipSync(bytes, { maxOutputLength: limits.maxSkillBytes + (limits.maxFiles + 16) * 2048 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" || e instanceof RangeError) {
      throw tooLarge(`decompresses to more than ${limits.maxSkillBytes} bytes`);
    }
    throw unsafe(`is not valid gzip (${(e as Error).message})`);
  }
  const { Parser } = await import("tar");
  const budget = new Budget(limits);
  const files: SkillFile[] = [];
  let failure: unknown;
  await new Promise<void>((resolvePromise) => {
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (failure) return entry.resume();
        try {
          const path = entryPath(entry.path);
          if (path === undefined) throw unsafe(`holds the unsafe path ${JSON.stringify(entry.path)}`);
          const type = entry.type;
          if (type === "Directory") return entry.resume();
          if (type === "SymbolicLink" || type === "Link") {
            throw unsafe(
              `holds a ${type === "Link" ? "hard link" : "symbolic link"} ${JSON.stringify(entry.path)}`,
            );
          }
          if (type !== "File" && type !== "OldFile" && type !== "ContiguousFile") {
            throw unsafe(`holds ${JSON.stringify(entry.path)} of type ${type}, which is not a regular file`);
          }
          if (path === "") throw unsafe("holds a file without a name");
          budget.file(path, entry.size ?? 0);
          const chunks: Buffer[] = [];
          let got = 0;
          entry.on("data", (c: Buffer) => {
            got += c.length;
            if (got <= (entry.size ?? 0)) chunks.push(c);
          });
          entry.on("end", () => {
            files.push({ path, data: Buffer.concat(chunks), executable: ((entry.mode ?? 0) & 0o111) !== 0 });
          });
        } catch (e) {
          failure = e;
          entry.resume();
        }
      },
    });
    parser.on("error", (e: Error) => {
      failure ??= unsafe(`is not a valid tar file (${e.message})`);
      resolvePromise();
    });
    parser.on("close", () => resolvePromise());
    parser.on("end", () => resolvePromise());
    parser.end(tarBytes);
  });
  if (failure) throw failure;
  return files;
}

/** Unix mode bits of zip entries from the central directory (the streaming readers do not give them). */
function zipModes(bytes: Uint8Array): Map<string, number> {
  const modes = new Map<string, number>();
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (dv.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unsafe("is not a valid zip file (no end of central directory)");
  const count = dv.getUint16(eocd + 10, true);
  let off = dv.getUint32(eocd + 16, true);
  for (let n = 0; n < count; n++) {
    if (off + 46 > bytes.length || dv.getUint32(off, true) !== 0x02014b50) break;
    const madeBy = dv.getUint8(off + 5);
    const nameLen = dv.getUint16(off + 28, true);
    const extraLen = dv.getUint16(off + 30, true);
    const commentLen = dv.getUint16(off + 32, true);
    const ext = dv.getUint32(off + 38, true);
    const name = Buffer.from(bytes.subarray(off + 46, off + 46 + nameLen)).toString("utf8");
    if (madeBy === 3) modes.set(name, ext >>> 16); // made on Unix: high half is st_mode
    off += 46 + nameLen + extraLen + commentLen;
  }
  return modes;
}

async function unzip(bytes: Uint8Array, limits: SkillLimits): Promise<SkillFile[]> {
  const modes = zipModes(bytes);
  const { unzipSync } = await import("fflate");
  const budget = new Budget(limits);
  let out: Record<string, Uint8Array>;
  try {
    out = unzipSync(bytes, {
      filter: (f) => {
        const path = entryPath(f.name);
        if (path === undefined) throw unsafe(`holds the unsafe path ${JSON.stringify(f.name)}`);
        const mode = modes.get(f.name) ?? 0;
        const kind = mode & 0o170000;
        if (kind === 0o120000) throw unsafe(`holds a symbolic link ${JSON.stringify(f.name)}`);
        if (f.name.endsWith("/") || kind === 0o040000) return false;
        if (kind !== 0 && kind !== 0o100000)
          throw unsafe(`holds ${JSON.stringify(f.name)}, which is not a regular file`);
        // fflate never writes more than the declared size, so the declared sizes bound the output.
        budget.file(path, f.originalSize);
        return true;
      },
    });
  } catch (e) {
    if (e instanceof InstallError) throw e;
    throw unsafe(`is not a valid zip file (${(e as Error).message})`);
  }
  const files: SkillFile[] = [];
  for (const [name, data] of Object.entries(out)) {
    files.push({ path: entryPath(name)!, data, executable: ((modes.get(name) ?? 0) & 0o111) !== 0 });
  }
  return files;
}

/**
 * The files of a skill archive. The skill is at the archive's root; an archive whose files all sit
 * in one top directory holding SKILL.md is read from that directory (`wrapped`).
 */
export async function unpackArchive(
  bytes: Uint8Array,
  format: ArchiveFormat,
  limits: SkillLimits,
): Promise<{ files: SkillFile[]; wrapped?: string }> {
  const files = format === "zip" ? await unzip(bytes, limits) : await untarGz(bytes, limits);
  const seen = new Set<string>();
  for (const f of files) {
    const k = f.path.toLowerCase();
    if (seen.has(k)) throw unsafe(`holds ${JSON.stringify(f.path)} twice`);
    seen.add(k);
  }
  if (files.some((f) => f.path === "SKILL.md")) return { files };
  const tops = new Set(files.map((f) => f.path.split("/")[0]));
  const top = [...tops][0];
  if (tops.size === 1 && top !== undefined && files.some((f) => f.path === `${top}/SKILL.md`)) {
    return { files: files.map((f) => ({ ...f, path: f.path.slice(top.length + 1) })), wrapped: top };
  }
  return { files };
}
