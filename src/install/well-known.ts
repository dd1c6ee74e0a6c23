// Well-known skill indexes: v0.2 (`/.well-known/agent-skills/index.json`, `skill-md` and `archive`
// entries with a SHA-256 `digest`) and v0.1 (`/.well-known/skills/index.json`, a `files` list).
// Indexes that bend the format are read where that is safe (`sha256` instead of `digest`, no
// `$schema`), with a warning; anything unverifiable is said so.
import { CODES, diag } from "../diagnostics.js";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import { type ArchiveFormat, sniffArchive, unpackArchive } from "./archive.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { declaredName, type FetchedSource, type FetchOptions, type SourceSkill } from "./fetch.js";
import { download as rawDownload } from "./http.js";

/** Downloads an artifact: a 404 there is a broken index, not a missing source. */
async function download(url: string, options: Parameters<typeof rawDownload>[1]) {
  try {
    return await rawDownload(url, options);
  } catch (e) {
    if (e instanceof InstallError && e.code === INSTALL_CODES.sourceNotFound) {
      throw new InstallError(
        INSTALL_CODES.fetchFailed,
        `${e.message} The index lists it, so the index is out of date.`,
      );
    }
    throw e;
  }
}

import { safeRelativePath } from "./paths.js";
import type { SkillFile } from "./place.js";
import { DEFAULT_LIMITS } from "./tree.js";

export const SCHEMA_V02 = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
export const INDEX_V02 = "/.well-known/agent-skills/index.json";
export const INDEX_V01 = "/.well-known/skills/index.json";
/** Caps: an index is a list of names and URLs. */
export const MAX_INDEX_BYTES = 1024 * 1024;
export const MAX_INDEX_SKILLS = 1000;

const NAME = /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/;

const invalid = (url: string, why: string) =>
  new InstallError(
    INSTALL_CODES.indexInvalid,
    `The index ${terminalLine(url)} ${why}; nothing was installed.`,
  );

interface Entry {
  readonly name: string;
  readonly description?: string;
  readonly type: "skill-md" | "archive" | "files";
  readonly url?: string;
  readonly digest?: string;
  readonly files?: readonly string[];
}

/** Parses an index document. Pure. */
export function parseIndex(
  text: string,
  indexUrl: string,
): { version: "0.1" | "0.2"; entries: Entry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const lenient = (msg: string) =>
    diagnostics.push(diag("warning", CODES.installIndexLenient, msg, indexUrl));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw invalid(indexUrl, `is not JSON (${(e as Error).message})`);
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw invalid(indexUrl, "is not a JSON object");
  const doc = raw as Record<string, unknown>;
  const skills = doc.skills;
  if (!Array.isArray(skills)) throw invalid(indexUrl, "has no 'skills' list");
  if (skills.length > MAX_INDEX_SKILLS) {
    throw new InstallError(
      INSTALL_CODES.tooLarge,
      `The index ${terminalLine(indexUrl)} lists ${skills.length} skills, over the limit of ${MAX_INDEX_SKILLS}; refused.`,
    );
  }
  const schema = doc.$schema;
  let version: "0.1" | "0.2";
  if (schema === undefined) {
    const looksV02 = skills.some((s) => s && typeof s === "object" && ("type" in s || "url" in s));
    version = looksV02 ? "0.2" : "0.1";
    if (looksV02) lenient(`The index ${indexUrl} has no $schema but v0.2 entries; it was read as v0.2.`);
  } else if (schema === SCHEMA_V02) {
    version = "0.2";
  } else {
    throw invalid(
      indexUrl,
      `has the unknown $schema ${terminalLine(JSON.stringify(schema))} (known: ${SCHEMA_V02})`,
    );
  }
  const entries: Entry[] = [];
  for (const [i, s] of skills.entries()) {
    if (!s || typeof s !== "object" || Array.isArray(s))
      throw invalid(indexUrl, `has a skills[${i}] that is not an object`);
    const e = s as Record<string, unknown>;
    if (typeof e.name !== "string" || !NAME.test(e.name)) {
      throw invalid(
        indexUrl,
        `has skills[${i}] with the invalid name ${terminalLine(JSON.stringify(e.name))} (lowercase letters, digits and single hyphens, at most 64)`,
      );
    }
    const description = typeof e.description === "string" ? e.description : undefined;
    if (version === "0.1") {
      const files = e.files;
      if (!Array.isArray(files) || !files.every((f) => typeof f === "string")) {
        throw invalid(indexUrl, `has skills[${i}] (${e.name}) without a 'files' list`);
      }
      for (const f of files as string[]) {
        if (safeRelativePath(f) === undefined) {
          throw new InstallError(
            INSTALL_CODES.archiveUnsafe,
            `The index ${terminalLine(indexUrl)} lists the unsafe path ${terminalLine(JSON.stringify(f))} for ${e.name}; refused.`,
          );
        }
      }
      entries.push({
        name: e.name,
        ...(description !== undefined ? { description } : {}),
        type: "files",
        files: files as string[],
      });
      continue;
    }
    let type = e.type;
    if (type !== "skill-md" && type !== "archive") {
      if (type === undefined && typeof e.url === "string") {
        type = /\.(tar\.gz|tgz|zip)$/i.test(e.url) ? "archive" : "skill-md";
        lenient(`skills[${i}] (${e.name}) of ${indexUrl} has no type; read as ${type} from its URL.`);
      } else {
        lenient(
          `skills[${i}] (${e.name}) of ${indexUrl} has the unknown type ${JSON.stringify(type)}; it was skipped.`,
        );
        continue;
      }
    }
    if (typeof e.url !== "string" || e.url === "")
      throw invalid(indexUrl, `has skills[${i}] (${e.name}) without a 'url'`);
    let digest: string | undefined;
    if (typeof e.digest === "string" && /^sha256:[0-9a-f]{64}$/.test(e.digest)) digest = e.digest.slice(7);
    else if (typeof e.digest === "string" && /^(sha256:)?[0-9a-fA-F]{64}$/.test(e.digest)) {
      digest = e.digest.replace(/^sha256:/, "").toLowerCase();
      lenient(
        `skills[${i}] (${e.name}) of ${indexUrl} has a digest not written as sha256:<64 lowercase hex>; it was read anyway.`,
      );
    } else if (
      e.digest === undefined &&
      typeof e.sha256 === "string" &&
      /^(sha256:)?[0-9a-fA-F]{64}$/.test(e.sha256)
    ) {
      digest = e.sha256.replace(/^sha256:/, "").toLowerCase();
      lenient(
        `skills[${i}] (${e.name}) of ${indexUrl} gives 'sha256' instead of 'digest'; it was used as the digest.`,
      );
    } else if (e.digest !== undefined) {
      throw invalid(
        indexUrl,
        `has skills[${i}] (${e.name}) with the malformed digest ${terminalLine(JSON.stringify(e.digest))}`,
      );
    }
    entries.push({
      name: e.name,
      ...(description !== undefined ? { description } : {}),
      type: type as "skill-md" | "archive",
      url: e.url,
      ...(digest !== undefined ? { digest } : {}),
    });
  }
  return { version, entries, diagnostics };
}

/** The index URLs to try for a source URL: the URL itself when it names a JSON file, else v0.2 then v0.1. */
export function indexCandidates(url: string): string[] {
  const u = new URL(url);
  if (u.pathname.endsWith(".json")) return [u.href];
  const base = u.pathname.includes("/.well-known/")
    ? u.origin
    : `${u.origin}${u.pathname.replace(/\/+$/, "")}`;
  return [`${base}${INDEX_V02}`, `${base}${INDEX_V01}`];
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(bytes).digest("hex");
}

function formatOf(bytes: Uint8Array, contentType: string, url: string): ArchiveFormat | undefined {
  const ct = contentType.split(";")[0]!.trim().toLowerCase();
  if (ct === "application/zip") return "zip";
  if (ct === "application/gzip" || ct === "application/x-gzip" || ct === "application/x-tar+gzip")
    return "tar.gz";
  if (/\.zip$/i.test(new URL(url).pathname)) return "zip";
  if (/\.(tar\.gz|tgz)$/i.test(new URL(url).pathname)) return "tar.gz";
  return sniffArchive(bytes);
}

/** Fetches a well-known index and every skill it lists (digests verified). */
export async function fetchWellKnown(url: string, options: FetchOptions = {}): Promise<FetchedSource> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const timeoutMs = options.timeoutMs;
  let indexUrl: string | undefined;
  let text: string | undefined;
  for (const candidate of indexCandidates(url)) {
    try {
      const d = await rawDownload(candidate, {
        maxBytes: MAX_INDEX_BYTES,
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        what: `the index ${candidate}`,
        ...(options.env ? { env: options.env } : {}),
      });
      indexUrl = d.url;
      text = Buffer.from(d.bytes).toString("utf8");
      break;
    } catch (e) {
      if (!(e instanceof InstallError && e.code === INSTALL_CODES.sourceNotFound)) throw e;
    }
  }
  if (indexUrl === undefined || text === undefined) {
    throw new InstallError(
      INSTALL_CODES.sourceNotFound,
      `There is no well-known index at ${indexCandidates(url).map(terminalLine).join(" or ")}.`,
    );
  }
  const index = parseIndex(text, indexUrl);
  const diagnostics = [...index.diagnostics];
  const skills: SourceSkill[] = [];
  const wanted = options.only && options.only.length > 0 ? new Set(options.only) : undefined;
  for (const e of index.entries) {
    if (wanted && !wanted.has(e.name)) {
      skills.push({
        name: e.name,
        ...(e.description !== undefined ? { description: e.description } : {}),
        files: [],
        diagnostics: [],
      });
      continue;
    }
    const skillDiags: Diagnostic[] = [];
    let files: SkillFile[];
    if (e.type === "files") {
      skillDiags.push(
        diag(
          "warning",
          CODES.installNoDigest,
          `${e.name} comes from a v0.1 index, which has no digests; its files were not verified.`,
          indexUrl,
        ),
      );
      files = [];
      let total = 0;
      if (e.files!.length > limits.maxFiles)
        throw new InstallError(
          INSTALL_CODES.tooLarge,
          `${e.name} lists more than ${limits.maxFiles} files; refused.`,
        );
      for (const f of e.files!) {
        const fileUrl = new URL(
          `${encodeURIComponent(e.name)}/${f.split("/").map(encodeURIComponent).join("/")}`,
          indexUrl,
        ).href;
        const d = await download(fileUrl, {
          maxBytes: limits.maxFileBytes,
          ...(timeoutMs !== undefined ? { timeoutMs } : {}),
          ...(options.env ? { env: options.env } : {}),
        });
        total += d.bytes.length;
        if (total > limits.maxSkillBytes)
          throw new InstallError(
            INSTALL_CODES.tooLarge,
            `${e.name} is larger than ${limits.maxSkillBytes} bytes; refused.`,
          );
        files.push({ path: safeRelativePath(f)!, data: d.bytes });
      }
    } else {
      const artifactUrl = new URL(e.url!, indexUrl).href;
      const max = e.type === "archive" ? limits.maxSkillBytes : limits.maxFileBytes;
      const d = await download(artifactUrl, {
        maxBytes: max,
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        ...(options.env ? { env: options.env } : {}),
      });
      const actual = await sha256(d.bytes);
      if (e.digest === undefined) {
        skillDiags.push(
          diag(
            "warning",
            CODES.installNoDigest,
            `${e.name} has no digest in ${indexUrl}; its bytes (sha256:${actual}) were not verified.`,
            artifactUrl,
          ),
        );
      } else if (actual !== e.digest) {
        throw new InstallError(
          INSTALL_CODES.digestMismatch,
          `${terminalLine(artifactUrl)} has sha256:${actual}, but the index says sha256:${e.digest}; nothing was installed. The file was changed or corrupted.`,
        );
      }
      if (e.type === "skill-md") {
        files = [{ path: "SKILL.md", data: d.bytes }];
      } else {
        const format = formatOf(d.bytes, d.contentType, d.url);
        if (format === undefined) {
          throw new InstallError(
            INSTALL_CODES.archiveUnsafe,
            `${terminalLine(artifactUrl)} is neither tar.gz nor zip; refused.`,
          );
        }
        const unpacked = await unpackArchive(d.bytes, format, limits);
        if (unpacked.wrapped !== undefined) {
          skillDiags.push(
            diag(
              "warning",
              CODES.installIndexLenient,
              `The archive of ${e.name} has its files in ${unpacked.wrapped}/ instead of at its root; read from there.`,
              artifactUrl,
            ),
          );
        }
        files = unpacked.files;
      }
    }
    if (!files.some((f) => f.path === "SKILL.md")) {
      throw new InstallError(
        INSTALL_CODES.noSkills,
        `${e.name} from ${terminalLine(indexUrl)} has no SKILL.md at its root; refused.`,
      );
    }
    // The index decides the directory; a SKILL.md that says another name would load as someone else.
    const declared = declaredName(files, e.name).name;
    if (declared !== e.name) {
      throw invalid(
        indexUrl,
        `lists ${e.name}, but its SKILL.md is named ${terminalLine(JSON.stringify(declared))}`,
      );
    }
    skills.push({
      name: e.name,
      ...(e.description !== undefined ? { description: e.description } : {}),
      files,
      diagnostics: skillDiags,
    });
  }
  const host = new URL(indexUrl).host;
  return { skills, diagnostics, origin: { source: host, sourceType: "well-known", sourceUrl: indexUrl } };
}
