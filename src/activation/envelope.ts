import { readdir } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Scope, Skill } from "../types.js";
import { escapeXml } from "../util/xml.js";

// A1: one renderer for both activation paths (the skill tool and `/name`).

export interface EnvelopeOptions {
  /** Bundled files to list in `<skill_resources>` (relative paths); omitted when undefined. */
  readonly resources?: ResourceListing;
}

export interface ResourceListing {
  readonly files: readonly string[];
  /** True when the listing stopped at its cap. */
  readonly truncated: boolean;
}

/** The `<source>` value: the scope's name, with `built-in` for the builtin scope. */
export const sourceLabel = (scope: Scope): string => (scope === "builtin" ? "built-in" : scope);

/**
 * Neutralises the wrapper's own tags in a body so it cannot close the envelope or open a forged
 * one; everything else (HTML, Markdown) passes through untouched.
 */
export function neutralizeEnvelopeTags(body: string): string {
  return body.replace(/<(\/?)(skill_content|skill_resources)/gi, "&lt;$1$2");
}

/** Renders the envelope around an already substituted body. */
export function renderSkillEnvelope(skill: Skill, body: string, options: EnvelopeOptions = {}): string {
  const lines = [
    `<skill_content name="${escapeXml(skill.name)}">`,
    `<source>${escapeXml(sourceLabel(skill.scope))}</source>`,
  ];
  if (skill.scope === "project" && skill.root.namespace !== undefined && skill.root.namespace !== "") {
    lines.push(`<project>${escapeXml(skill.root.namespace)}</project>`);
  }
  lines.push(
    `<directory>${escapeXml(skill.directory)}</directory>`,
    "Relative paths in this skill resolve against <directory>.",
    "",
    neutralizeEnvelopeTags(body.trim()),
  );
  const r = options.resources;
  if (r !== undefined && r.files.length > 0) {
    lines.push("", "<skill_resources>");
    for (const f of r.files) lines.push(`<file>${escapeXml(f)}</file>`);
    if (r.truncated) lines.push("<truncated/>");
    lines.push("</skill_resources>");
  }
  lines.push("</skill_content>");
  return `${lines.join("\n")}\n`;
}

/** Files listed in `<skill_resources>`: enough for a skill's references, bounded for a skill with a tree. */
export const DEFAULT_MAX_RESOURCES = 50;

/**
 * Lists a skill's bundled files (everything but SKILL.md), relative, sorted, `/`-separated, at most
 * `max`. Dot-files and node_modules are skipped; symlinks are not followed (the listing is a hint;
 * reads go through the resource gate). Unreadable directories are skipped.
 */
export async function listSkillResources(
  skill: Skill,
  max = DEFAULT_MAX_RESOURCES,
  /** Called with each directory just before it is read (a cache records what the listing saw). */
  onDirectory?: (dir: string) => void,
): Promise<ResourceListing> {
  const base = dirname(skill.filePath);
  const files: string[] = [];
  let truncated = false;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (truncated || depth > 8) return;
    onDirectory?.(dir);
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) await walk(path, depth + 1);
      else if (e.isFile() && !(dir === base && e.name === "SKILL.md")) {
        if (files.length >= max) {
          truncated = true;
          return;
        }
        files.push(relative(base, path).split(sep).join("/"));
      }
      if (truncated) return;
    }
  };
  await walk(base, 0);
  return { files, truncated };
}
