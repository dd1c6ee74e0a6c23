import { isUtf8 } from "node:buffer";
import { extname, join } from "node:path";
import type { Skill } from "../types.js";
import { parseSkillUri, SKILL_URI_SCHEME, skillResourceUri } from "../util/skill-uri.js";
import { listSkillResources } from "./deps.js";
import { MCP_CODES, McpServeError } from "./errors.js";
import { readSkillFileSafely } from "./safe-read.js";
import type { McpSnapshot } from "./source.js";

// P2 resources: `skill://NAME/PATH`, one per bundled file of a served skill. Every read goes through
// the safe read (safe-read.ts) in the skill's pinned real directory; the URI is parsed by hand (a URL
// parser would silently resolve `..` segments).

export { SKILL_URI_SCHEME, skillResourceUri };
export const SKILL_URI_TEMPLATE = "skill://{name}/{+path}";
/** Largest file read_skill_resource returns (it lands in the model's context). */
export const MAX_RESOURCE_BYTES = 1024 * 1024;
/** Largest file resources/read returns: the Skills extension's limit for a whole skill. */
export const MAX_READ_BYTES = 16 * 1024 * 1024;
/** Files listed per skill in resources/list: with SKILL.md, the Skills extension's 512. */
export const MAX_LISTED_FILES_PER_SKILL = 511;

/**
 * Parses `skill://NAME/PATH` (util/skill-uri.ts). Refuses (McpServeError `resource-invalid-path`)
 * anything that is not a plain relative path once decoded.
 */
export function parseSkillResourceUri(uri: string): { name: string; path: string } {
  const parsed = parseSkillUri(uri);
  if ("invalid" in parsed) {
    throw new McpServeError(
      MCP_CODES.resourceInvalidPath,
      `Invalid skill resource URI ${JSON.stringify(uri)}: ${parsed.invalid} Use skill://NAME/PATH with PATH relative to the skill directory, e.g. skill://pdf/references/forms.md.`,
    );
  }
  return parsed;
}

const MIME: Readonly<Record<string, string>> = {
  ".md": "text/markdown",
  ".markdown": "text/markdown",
  ".txt": "text/plain",
  ".json": "application/json",
  ".yaml": "application/yaml",
  ".yml": "application/yaml",
  ".toml": "application/toml",
  ".xml": "application/xml",
  ".html": "text/html",
  ".css": "text/css",
  ".csv": "text/csv",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".ts": "text/x-typescript",
  ".py": "text/x-python",
  ".sh": "text/x-shellscript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

export function mimeTypeOf(path: string): string | undefined {
  return MIME[extname(path).toLowerCase()];
}

export interface ListedResource {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
  readonly description?: string;
  readonly mimeType?: string;
}

/** The real directory a served skill's files are read from (fixed when the snapshot was built). */
export function servedDirectoryOf(snap: McpSnapshot, skill: Pick<Skill, "name">): string {
  const dir = snap.directories.get(skill.name);
  if (dir === undefined)
    throw new McpServeError(MCP_CODES.resourceNotFound, `Skill '${skill.name}' is not served.`);
  return dir;
}

/** SKILL.md and every bundled file of a skill, sorted; at most MAX_LISTED_FILES_PER_SKILL. */
export async function listResourcesOf(snap: McpSnapshot, skill: Skill): Promise<ListedResource[]> {
  // Listed from the pinned directory, the one reads use.
  const filePath = join(servedDirectoryOf(snap, skill), "SKILL.md");
  const listing = await listSkillResources({ ...skill, filePath }, MAX_LISTED_FILES_PER_SKILL);
  return ["SKILL.md", ...listing.files].map((rel) => {
    const mimeType = mimeTypeOf(rel);
    // The Skills extension: a SKILL.md resource is named and described by its frontmatter.
    if (rel === "SKILL.md") {
      return {
        uri: skillResourceUri(skill.name, rel),
        name: skill.name,
        title: `${skill.name}: SKILL.md`,
        description: skill.description,
        mimeType: "text/markdown",
      };
    }
    return {
      uri: skillResourceUri(skill.name, rel),
      name: `${skill.name}/${rel}`,
      title: `${skill.name}: ${rel}`,
      ...(mimeType ? { mimeType } : {}),
    };
  });
}

export type ResourceContent =
  | { readonly kind: "text"; readonly text: string; readonly mimeType: string; readonly relative: string }
  | { readonly kind: "blob"; readonly blob: string; readonly mimeType: string; readonly relative: string };

/**
 * Reads a file of a served skill through the safe read. Text (valid UTF-8 without NUL bytes) comes back
 * as text, anything else as base64. Throws McpServeError with a stable code.
 */
export async function readSkillResource(
  snap: McpSnapshot,
  skill: Pick<Skill, "name">,
  relPath: string,
  limit = MAX_RESOURCE_BYTES,
): Promise<ResourceContent> {
  const file = await readSkillFileSafely(servedDirectoryOf(snap, skill), relPath, {
    limit,
    skill: skill.name,
  });
  const { bytes, relative } = file;
  const mime = mimeTypeOf(relative);
  if (!bytes.includes(0) && isUtf8(bytes)) {
    return { kind: "text", text: bytes.toString("utf8"), mimeType: mime ?? "text/plain", relative };
  }
  return {
    kind: "blob",
    blob: bytes.toString("base64"),
    mimeType: mime ?? "application/octet-stream",
    relative,
  };
}
