import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, isAbsolute, join, normalize, sep } from "node:path";
import { SkillportError } from "../errors.js";

// The record of what `skillport link` made: one small JSON file per base directory
// (`<project>/.agents/skillport-links.json`, `~/.agents/skillport-links.json`), so `unlink` removes
// only what link created and `doctor` can say a host reads a skill through a link.

export type LinkKind = "symlink" | "copy";

export interface LinkRecord {
  /** Host profile the link was made for. */
  readonly host: string;
  /** The link (or copy), relative to the base directory, `/`-separated. */
  readonly path: string;
  /** The canonical skill folder it shows, relative to the base directory. */
  readonly source: string;
  readonly kind: LinkKind;
  /** Symlinks: the link text as written. Copies: a digest of the copied tree. */
  readonly check: string;
}

export interface Manifest {
  readonly version: 1;
  readonly links: readonly LinkRecord[];
}

export const MANIFEST_NAME = "skillport-links.json";
/** A manifest larger than this is not one we wrote. */
const MAX_MANIFEST_BYTES = 1024 * 1024;
export const EMPTY_MANIFEST: Manifest = { version: 1, links: [] };

export class ManifestError extends SkillportError<"link-manifest-invalid"> {
  constructor(message: string) {
    super("link-manifest-invalid", message);
    this.name = "ManifestError";
  }
}

/** Where the manifest of `base` lives. */
export const manifestPath = (base: string): string => join(base, ".agents", MANIFEST_NAME);

/** A relative, `/`-separated path that stays inside its base. */
function insidePath(p: unknown): p is string {
  if (typeof p !== "string" || p === "" || p.length > 4096 || p.includes("\0")) return false;
  if (isAbsolute(p) || p.includes("\\")) return false;
  const n = normalize(p);
  return n !== ".." && !n.startsWith(`..${sep}`) && !n.split(/[\\/]/).includes("..");
}

function isRecord(v: unknown): v is LinkRecord {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.host === "string" &&
    /^[a-z0-9-]{1,32}$/.test(r.host) &&
    insidePath(r.path) &&
    insidePath(r.source) &&
    (r.kind === "symlink" || r.kind === "copy") &&
    typeof r.check === "string" &&
    r.check.length <= 4096
  );
}

/** Parses manifest text; anything that is not exactly our shape is refused with the reason. */
export function parseManifest(text: string, path: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ManifestError(`${path} is not valid JSON (${(e as Error).message}); fix or delete it.`);
  }
  const d = data as { version?: unknown; links?: unknown };
  if (typeof data !== "object" || data === null || d.version !== 1 || !Array.isArray(d.links)) {
    throw new ManifestError(`${path} is not a skillport link manifest (version 1); fix or delete it.`);
  }
  const bad = d.links.findIndex((l) => !isRecord(l));
  if (bad >= 0) {
    throw new ManifestError(
      `${path}: entry ${bad} is malformed (paths must stay inside the folder); fix or delete it.`,
    );
  }
  return { version: 1, links: d.links as LinkRecord[] };
}

/**
 * Reads the manifest of `base`: missing is empty; a FIFO, device, symlink, directory or oversized file is
 * refused (opened without following links and without blocking).
 */
export function readManifest(base: string): Manifest {
  const path = manifestPath(base);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return EMPTY_MANIFEST;
    if (code === "ELOOP")
      throw new ManifestError(`${path} is a symlink; skillport only reads a manifest it wrote.`);
    throw new ManifestError(`Cannot read ${path}: ${(e as Error).message}.`);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new ManifestError(`${path} is not a regular file.`);
    if (info.size > MAX_MANIFEST_BYTES) throw new ManifestError(`${path} is ${info.size} bytes; too large.`);
    const buf = Buffer.alloc(info.size + 1);
    let n = 0;
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, n);
      if (r === 0) break;
      n += r;
      if (n > info.size) throw new ManifestError(`${path} grew while being read.`);
    }
    return parseManifest(buf.subarray(0, n).toString("utf8"), path);
  } finally {
    closeSync(fd);
  }
}

/** Writes the manifest of `base` atomically (temp file + rename); an empty manifest removes the file. */
export function writeManifest(base: string, manifest: Manifest): void {
  const path = manifestPath(base);
  if (manifest.links.length === 0) {
    rmSync(path, { force: true });
    return;
  }
  const tmp = join(dirname(path), `.${MANIFEST_NAME}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx", mode: 0o644 });
  try {
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
