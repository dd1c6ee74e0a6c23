// What happens to an upload before it is stored: unpack in memory with the installer's limits (no
// traversal, no links, bombs stop at the cap), validate in standard mode, audit, and re-pack the
// files into the same canonical artifact `skillport export` writes (so one skill gives one digest).
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { auditFilesBounded } from "../audit/bounded.js";
import { type AuditFinding, worstSeverity } from "../audit/types.js";
import { parseSkillFile } from "../format/parse.js";
import { sniffArchive, unpackArchive } from "../install/archive.js";
import { InstallError } from "../install/errors.js";
import { tarGz } from "../install/export.js";
import type { SkillFile } from "../install/place.js";
import { DEFAULT_LIMITS, type SkillLimits } from "../install/tree.js";
import { validateSkillDir } from "../validate.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";
import type { NewVersion } from "./store.js";

export const SKILL_NAME = /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/;
/** What `metadata.version` may be: it ends up in URLs and file names. */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

const invalid = (message: string, details?: Record<string, unknown>) =>
  new RegistryError(REGISTRY_CODES.skillInvalid, message, details);

/** Unpacks an upload; installer refusals (unsafe entries, over a limit) keep their codes' meaning. */
async function unpack(bytes: Uint8Array, limits: SkillLimits): Promise<SkillFile[]> {
  const format = sniffArchive(bytes);
  if (format === undefined) {
    throw new RegistryError(REGISTRY_CODES.badRequest, "The upload is neither a tar.gz nor a zip archive.");
  }
  try {
    const { files } = await unpackArchive(bytes, format, limits);
    return files;
  } catch (e) {
    if (e instanceof InstallError) {
      const code = e.code === "install-too-large" ? REGISTRY_CODES.tooLarge : REGISTRY_CODES.skillInvalid;
      throw new RegistryError(code, e.message.replace(/^The archive/, "The uploaded archive"));
    }
    throw e;
  }
}

function writeTree(dir: string, files: readonly SkillFile[]): void {
  for (const f of files) {
    const path = join(dir, ...f.path.split("/"));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.data, { flag: "wx" });
    if (f.executable) chmodSync(path, 0o755);
  }
}

export interface Ingested {
  readonly version: Omit<NewVersion, "publisher">;
  /** High findings that an admin token let through. */
  readonly overridden: boolean;
}

/** Checks and packs an uploaded skill archive. `override`: an admin let high findings through. */
export async function ingest(
  upload: Uint8Array,
  options: { override: boolean; limits?: SkillLimits },
): Promise<Ingested> {
  const files = await unpack(upload, options.limits ?? DEFAULT_LIMITS);
  const md = files.find((f) => f.path === "SKILL.md");
  if (md === undefined) throw invalid("The upload has no SKILL.md at its root.");
  const text = Buffer.from(md.data).toString("utf8");
  // PostgreSQL text cannot hold NUL; such a file is not a SKILL.md anyway.
  if (text.includes("\u0000")) throw invalid("SKILL.md holds a NUL byte; it must be UTF-8 text.");
  const parsed = parseSkillFile(text, { mode: "lenient" });
  const name = parsed.name;
  if (typeof name !== "string" || !SKILL_NAME.test(name)) {
    throw invalid(
      `The SKILL.md names the skill ${JSON.stringify(name ?? null)}; a registry skill needs a name of lowercase letters, digits and single hyphens (at most 64).`,
    );
  }
  const meta = parsed.frontmatter.metadata;
  const raw = meta && typeof meta === "object" ? (meta as Record<string, unknown>).version : undefined;
  const version = raw === undefined || raw === null ? undefined : String(raw);
  // YAML reads an unquoted `1.10` as the number 1.1: refuse rather than publish another version.
  const head = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const written = /^[ \t]+version:[ \t]*([^\s#'"][^\s#]*)[ \t]*(?:#.*)?$/m.exec(head)?.[1];
  if (version !== undefined && written !== undefined && written !== version) {
    throw invalid(
      `metadata.version is written ${JSON.stringify(written)}, which YAML reads as the number ${version}; quote it: version: "${written}".`,
    );
  }
  if (version !== undefined && (!VERSION.test(version) || version === "latest")) {
    throw invalid(
      `metadata.version ${JSON.stringify(version)} is not a version the registry can serve: letters, digits, '.', '+', '_' and '-', at most 64, not 'latest'.`,
    );
  }
  const base = mkdtempSync(join(tmpdir(), "skillport-publish-"));
  try {
    const dir = join(base, name);
    mkdirSync(dir);
    writeTree(dir, files);
    const result = await validateSkillDir(dir, { mode: "standard" });
    if (!result.valid) {
      // Paths in messages are the server's temporary directory: say them relative to the skill.
      const local = (t: string) => t.replaceAll(`${base}/`, "");
      const diagnostics = result.diagnostics.map((d) => ({
        ...d,
        message: local(d.message),
        ...(d.path !== undefined ? { path: local(d.path) } : {}),
      }));
      const errors = diagnostics.filter((d) => d.severity === "error");
      throw invalid(`${name} does not validate: ${errors.map((d) => d.message).join(" ")}`, { diagnostics });
    }
    const report = await auditFilesBounded(dir, files);
    const findings: AuditFinding[] = [...report.findings];
    const worst = worstSeverity(findings) ?? null;
    if (worst === "high" && !options.override) {
      throw new RegistryError(
        REGISTRY_CODES.auditRefused,
        `The audit of ${name} found ${findings.filter((f) => f.severity === "high").length} high-severity finding(s); it was not published. Fix them, or publish with a token of the admin scope and --force.`,
        { findings },
      );
    }
    const single = files.length === 1;
    const artifact = single ? md.data : await tarGz(dir, files.map((f) => f.path).sort());
    const digest = `sha256:${createHash("sha256").update(artifact).digest("hex")}`;
    return {
      overridden: worst === "high",
      version: {
        skill: name,
        ...(version !== undefined ? { version } : {}),
        kind: single ? "skill-md" : "archive",
        digest,
        artifact,
        skillMd: text,
        description: parsed.description ?? "",
        frontmatter: { ...parsed.frontmatter },
        files: files
          .map((f) => ({ path: f.path, size: f.data.length }))
          .sort((a, b) => (a.path < b.path ? -1 : 1)),
        audit: { findings, ...(worst === "high" ? { overridden: true } : {}) },
        worst,
      },
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
