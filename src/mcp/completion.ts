import { join } from "node:path";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { listSkillResources } from "./deps.js";
import { MCP_CODES, RpcError } from "./errors.js";
import { promptEntries } from "./handlers.js";
import { SKILL_URI_TEMPLATE } from "./resources.js";
import type { McpSnapshot } from "./source.js";

// completion/complete: skill names and file paths for the skill:// template, and the choices an
// argument-hint spells out (`[major|minor|patch]`) for a prompt's arguments.

/** Values per answer, as the MCP specification caps them. */
export const MAX_COMPLETIONS = 100;

export type CompletionRef = { type: "ref/prompt"; name: string } | { type: "ref/resource"; uri: string };

function answer(all: readonly string[], prefix: string) {
  const p = prefix.toLowerCase();
  const matches = all.filter((v) => v.toLowerCase().startsWith(p));
  return {
    completion: {
      values: matches.slice(0, MAX_COMPLETIONS),
      total: matches.length,
      hasMore: matches.length > MAX_COMPLETIONS,
    },
  };
}

/** `[major|minor|patch]` or `<fast|thorough>` → its choices; anything else offers none. */
export function hintChoices(hint: unknown): string[] {
  if (typeof hint !== "string") return [];
  const inner = hint.trim().replace(/^[[<({]\s*|\s*[\]>)}]$/g, "");
  if (!inner.includes("|") || /[[\]<>(){}]/.test(inner)) return [];
  const choices = inner.split("|").map((c) => c.trim());
  return choices.every((c) => c !== "" && !/\s/.test(c)) ? [...new Set(choices)] : [];
}

export async function complete(
  snap: McpSnapshot,
  ref: CompletionRef,
  argument: { name: string; value: string },
  context?: { arguments?: Record<string, string> },
) {
  if (ref.type === "ref/prompt") {
    const entry = promptEntries(snap).find(
      (e) => (e.kind === "skill" ? e.skill.name : e.command.name) === ref.name,
    );
    if (!entry) {
      throw new RpcError(ErrorCode.InvalidParams, `Prompt '${ref.name}' not found.`, {
        code: MCP_CODES.promptNotFound,
      });
    }
    if (argument.name !== "arguments") return answer([], argument.value);
    const hint =
      entry.kind === "skill" ? entry.skill.frontmatter["argument-hint"] : entry.command.argumentHint;
    return answer(hintChoices(hint), argument.value);
  }
  if (ref.uri !== SKILL_URI_TEMPLATE) {
    throw new RpcError(
      ErrorCode.InvalidParams,
      `Unknown resource template ${JSON.stringify(ref.uri)}: this server offers ${SKILL_URI_TEMPLATE}.`,
    );
  }
  const served = snap.set.skills.filter((s) => s.modelInvocable || s.userInvocable);
  if (argument.name === "name")
    return answer(
      served.map((s) => s.name),
      argument.value,
    );
  if (argument.name === "path") {
    const skill = served.find((s) => s.name === context?.arguments?.name);
    const dir = skill ? snap.directories.get(skill.name) : undefined;
    if (!skill || dir === undefined) return answer([], argument.value);
    const listing = await listSkillResources({ ...skill, filePath: join(dir, "SKILL.md") }, 1000);
    return answer(["SKILL.md", ...listing.files], argument.value);
  }
  return answer([], argument.value);
}
