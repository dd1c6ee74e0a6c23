import type { Command } from "commander";
import { loadSkills } from "../../load.js";
import type { SearchIndex } from "../../search/search-index.js";
import { boundQueryText } from "../../search/text.js";
import { SCOPE_ORDER, type Scope } from "../../types.js";
import { cacheDirOutsideProject } from "../../util/project-local.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { colors, printJson } from "../output.js";

interface SearchCliOptions {
  readonly k?: string;
  readonly scope?: string[];
  readonly all?: boolean;
  readonly headings?: boolean;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export function parseK(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000) {
    throw new CliError(`-k must be a whole number from 1 to 1000, got '${raw}'`, 2);
  }
  return Number(raw);
}

function shorten(text: string, max: number): string {
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const cps = [...head.replace(/\s+/g, " ").trim()];
  return head === text && cps.length <= max ? cps.join("") : `${cps.slice(0, max - 1).join("")}…`;
}

/** What to try when a search found nothing: user-only skills, other scopes, a spelling. */
function noResultHints(index: SearchIndex, query: string, opts: SearchCliOptions): string[] {
  const hints: string[] = [];
  const widened = index.search(query, { k: 1000, includeHidden: true });
  if (opts.all !== true) {
    const hidden = widened.filter((r) => !r.modelInvocable && scopeOk(r.scope, opts.scope)).length;
    if (hidden > 0)
      hints.push(
        `${hidden === 1000 ? "1000+" : hidden} user-only skill${hidden === 1 ? "" : "s"} (disable-model-invocation) match${hidden === 1 ? "es" : ""}; show ${hidden === 1 ? "it" : "them"} with --all.\n`,
      );
  }
  if (opts.scope !== undefined) {
    const elsewhere = widened.filter(
      (r) => (opts.all === true || r.modelInvocable) && !scopeOk(r.scope, opts.scope),
    ).length;
    if (elsewhere > 0)
      hints.push(
        `${elsewhere === 1000 ? "1000+" : elsewhere} skill${elsewhere === 1 ? "" : "s"} in other scopes match${elsewhere === 1 ? "es" : ""}; drop --scope to see ${elsewhere === 1 ? "it" : "them"}.\n`,
      );
  }
  const spelled = index.suggest(query);
  if (spelled !== undefined && index.search(spelled, { k: 1, includeHidden: opts.all === true }).length > 0)
    hints.push(`Did you mean: skillport search ${terminalLine(shorten(spelled, 80))}\n`);
  if (hints.length === 0)
    hints.push("Describe the task in other words, or list every skill with `skillport list`.\n");
  return hints;
}

const scopeOk = (scope: Scope, scopes: readonly string[] | undefined): boolean =>
  scopes === undefined || scopes.includes(scope);

export function registerSearch(program: Command, ctx: CliContext): void {
  program
    .command("search")
    .description("rank the skills that match a query (BM25 over name, description, when_to_use, headings)")
    .argument("<query...>", "what you want to do, in a few words")
    .option("-k <n>", "number of results (default 10)")
    .option("--scope <scope>", "only skills of this scope (repeatable)", collect)
    .option("--all", "also show user-only skills (disable-model-invocation), which a model never sees")
    .option("--no-headings", "do not index body headings (faster on huge sets)")
    .action(async (words: string[], opts: SearchCliOptions, cmd: Command) => {
      const g = globals(cmd);
      // Bounded here too, so neither the search nor the echo of a megabyte of arguments costs more
      // than a few kilobytes.
      const query = boundQueryText(words.join(" ")).trim();
      if (query === "") throw new CliError("search needs a query", 2);
      const k = parseK(opts.k, 10);
      const scopes = opts.scope;
      for (const s of scopes ?? []) {
        if (!SCOPE_ORDER.includes(s as Scope)) {
          throw new CliError(`unknown scope '${s}' (expected one of ${SCOPE_ORDER.join(", ")})`, 2);
        }
      }
      const load = loadOptionsFrom(g, ctx.env, ctx.io);
      const set = await loadSkills(load);
      // The search module and its engine load only for this command, never for `list`.
      const { createSearchIndex } = await import("../../search/search-index.js");
      // The index is kept beside the parse cache: a repeated search reads no body.
      const index = await createSearchIndex(set, {
        headings: opts.headings !== false,
        cacheDir: cacheDirOutsideProject(load),
      });
      const results = index.search(query, {
        k,
        scopes: scopes as Scope[] | undefined,
        includeHidden: opts.all === true,
      });
      if (g.json) {
        printJson(ctx.io, {
          query,
          results: results.map((r) => ({
            name: r.name,
            description: r.description,
            scope: r.scope,
            location: r.location,
            score: Math.round(r.score * 1000) / 1000,
            matched: r.matched,
            fields: r.fields,
            modelInvocable: r.modelInvocable,
          })),
        });
        return;
      }
      const c = colors(ctx.io.color);
      if (results.length === 0) {
        ctx.io.out(
          set.skills.length === 0
            ? 'No skills found. Create one with `skillport new "My skill"`.\n'
            : `No skill matches '${terminalLine(shorten(query, 80))}'.\n${noResultHints(index, query, opts).join("")}`,
        );
        return;
      }
      const width = String(results.length).length;
      results.forEach((r, i) => {
        const rank = String(i + 1).padStart(width);
        const tag = r.modelInvocable ? "" : ` ${c.dim("user-only")}`;
        ctx.io.out(
          `${rank}. ${c.bold(terminalLine(r.name))} ${c.dim(`${r.score.toFixed(2)} ${r.scope}`)}${tag}  ${terminalLine(shorten(r.description, 80))}\n`,
        );
        ctx.io.out(`${" ".repeat(width + 2)}${c.dim(terminalLine(r.location))}\n`);
      });
    });
}
