// The pipeline pieces the MCP server builds on, in ONE place. Each export has the signature of the
// module it stands in for, so when that module lands, replacing the stand-in is a change to this file
// only. Stand-ins are deliberately minimal and marked.

import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import type { Skill, SkillSet } from "../types.js";

// Activation (A1–A5), the envelope's resource listing and the skill tool with the catalog (A2, C2–C4).
export { activateSkill, SkillActivationError } from "../activation/activate.js";
export { listSkillResources, type ResourceListing } from "../activation/envelope.js";
export { createSkillTool, type SkillTool } from "../activation/tool.js";
export { defaultCatalogInstructions } from "../catalog/render.js";

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );

// ---------------------------------------------------------------------------------------------------
// Resource gate (T3) — stand-in until src/security/resource.ts lands.

export class SkillResourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SkillResourceError";
  }
}

const within = (dir: string, p: string): boolean => p === dir || p.startsWith(dir + sep);

// stand-in until src/security/resource.ts lands
/** T3: `relPath` inside the skill's real directory, canonicalised; throws SkillResourceError otherwise. */
export async function resolveSkillResource(
  skill: Pick<Skill, "name" | "filePath">,
  relPath: string,
): Promise<{ path: string; relative: string }> {
  const fail = (code: string, why: string): never => {
    throw new SkillResourceError(
      code,
      `Cannot read ${JSON.stringify(relPath)} from skill '${skill.name}': ${why}`,
    );
  };
  if (relPath.trim() === "" || relPath.includes("\0"))
    fail("resource-invalid-path", "the path is empty or has a NUL byte.");
  const norm = relPath.replace(/\\/g, "/");
  if (isAbsolute(norm) || /^[A-Za-z]:/.test(relPath))
    fail("resource-invalid-path", "absolute paths are not allowed.");
  const dir = await realpath(dirname(skill.filePath)).catch(() =>
    fail("resource-not-found", "no skill directory."),
  );
  const lexical = resolve(dir, ...norm.split("/"));
  if (!within(dir, lexical)) fail("resource-outside-skill", "it leaves the skill directory.");
  const real = await realpath(lexical).catch(() => fail("resource-not-found", `no such file in ${dir}.`));
  if (!within(dir, real))
    fail("resource-outside-skill", "it resolves through a symlink outside the skill directory.");
  return { path: real, relative: relative(dir, real).split(sep).join("/") };
}

// ---------------------------------------------------------------------------------------------------
// Search (Q1, Q2, Q4) — stand-in until src/search lands (substring scoring, not BM25).

export interface SearchTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  execute(input: { query: string; k?: number }): Promise<string>;
}

// stand-in until src/search lands
export async function createSearchTool(set: SkillSet): Promise<SearchTool> {
  return {
    name: "search_skills",
    description:
      "Search the available skills by describing the task in a few words. Returns the best matching skills with name, short description and location, never their contents.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: "What you want to do, in a few words." },
        k: {
          type: "integer",
          minimum: 1,
          maximum: 20,
          description: "How many skills to return (default 5).",
        },
      },
      required: ["query"],
      additionalProperties: false,
    },
    async execute(input) {
      const q = typeof input?.query === "string" ? input.query.trim() : "";
      if (q === "") throw new Error("search_skills needs a non-empty 'query' string describing the task.");
      const k = Math.min(20, Math.max(1, Math.floor(typeof input.k === "number" ? input.k : 5)));
      const words = q.toLowerCase().split(/\s+/);
      const scored = set.skills
        .filter((s) => s.modelInvocable)
        .map((s) => {
          const hay = `${s.name} ${s.description}`.toLowerCase();
          return { s, score: words.filter((w) => hay.includes(w)).length };
        })
        .filter((r) => r.score > 0)
        .sort((a, b) => b.score - a.score || (a.s.name < b.s.name ? -1 : 1))
        .slice(0, k);
      const lines = [`<skill_search_results query="${escapeXml(q)}" count="${scored.length}">`];
      for (const { s } of scored)
        lines.push(
          `  <skill>\n    <name>${escapeXml(s.name)}</name>\n    <description>${escapeXml(s.description.slice(0, 240))}</description>\n    <location>${escapeXml(s.location)}</location>\n  </skill>`,
        );
      lines.push("</skill_search_results>");
      return lines.join("\n");
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Commands (M1–M4) with shell expansion behind a permission (X).

export { expandCommand } from "../commands/expand.js";
export { loadCommands } from "../commands/load.js";

// ---------------------------------------------------------------------------------------------------
// Live reload (W1) — stand-in until src/watch lands: asks for a full reload on an interval; the
// source re-runs the pipeline and notifies only when what clients can list changed.

export interface ChangeWatcher {
  close(): Promise<void>;
}

// stand-in until src/watch lands
export async function watchForChanges(
  _options: import("../load.js").LoadOptions,
  source: import("./source.js").SkillSource,
  onError: (error: Error) => void,
): Promise<ChangeWatcher> {
  const timer = setInterval(() => {
    source.reload().catch((e: unknown) => onError(e instanceof Error ? e : new Error(String(e))));
  }, 1000);
  timer.unref();
  return { close: async () => clearInterval(timer) };
}
