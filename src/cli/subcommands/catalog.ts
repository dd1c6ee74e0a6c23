import type { Command } from "commander";
import { Option } from "commander";
import type { CatalogFormat, OverflowStrategy } from "../../catalog/plan.js";
import { type LoadOptions, loadSkills } from "../../load.js";
import { cacheDirOutsideProject } from "../../util/project-local.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { withOutputMemo } from "../memo.js";
import { diagnosticJson, formatDiagnostic, type Io, payload, printJson } from "../output.js";
import { parseK } from "./search.js";
import { profileOf } from "./shared.js";

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export function registerCatalog(program: Command, ctx: CliContext): void {
  program
    .command("catalog")
    .description("print exactly the skill catalog the model would see")
    .addOption(
      new Option("--format <format>", "catalog format").choices(["xml", "markdown", "json"]).default("xml"),
    )
    .option("--budget <bytes>", "budget in bytes of names and descriptions (default: the profile's)")
    .addOption(
      new Option("--overflow <strategy>", "what happens to skills over the budget")
        .choices(["names-only", "drop", "shorten"])
        .default("names-only"),
    )
    .option("--tool <name>", "the host's skill tool name, for the instruction text")
    .option("--query <text>", "retrieval mode: list only the top-k skills for this request, plus pinned")
    .option("-k <n>", "with --query: how many skills to retrieve (default 8)")
    .option("--pin <name>", "with --query: always list this skill (repeatable)", collect)
    .option("--search-tool <name>", "with --query: the host's search tool name, for the instruction text")
    .action(
      async (
        opts: {
          format: CatalogFormat;
          budget?: string;
          overflow: OverflowStrategy;
          tool?: string;
          query?: string;
          k?: string;
          pin?: string[];
          searchTool?: string;
        },
        cmd: Command,
      ) => {
        const g = globals(cmd);
        const profile = profileOf(g);
        let budget: number | undefined;
        if (opts.budget !== undefined) {
          if (!/^\d+$/.test(opts.budget)) {
            throw new CliError(`--budget must be a whole number of bytes, got '${opts.budget}'`, 2);
          }
          budget = Number(opts.budget);
        }
        if (opts.query === undefined && (opts.k !== undefined || opts.pin || opts.searchTool)) {
          throw new CliError("-k, --pin and --search-tool need --query", 2);
        }
        const k = parseK(opts.k, 8);
        const options = loadOptionsFrom(g, ctx.env, ctx.io);
        const produce = async (io: Io, o: LoadOptions): Promise<void> => {
          const set = await loadSkills(o);
          const common = {
            format: opts.format,
            budget,
            overflow: opts.overflow,
            profile,
            toolName: opts.tool,
          };
          // Loaded on use: other commands' start-up does not pay for the catalog or the search index.
          const catalog =
            opts.query === undefined
              ? (await import("../../catalog/render.js")).buildCatalog(set, common)
              : await (await import("../../search/catalog.js")).buildCatalogForQuery(
                  await (await import("../../search/search-index.js")).createSearchIndex(set, {
                    cacheDir: cacheDirOutsideProject(o),
                  }),
                  opts.query,
                  { ...common, k, pinned: opts.pin, searchToolName: opts.searchTool },
                );
          if (g.json) {
            printJson(io, {
              format: opts.format,
              ...(opts.query === undefined ? {} : { query: opts.query }),
              catalog: catalog.text,
              bytes: catalog.bytes,
              budget: catalog.report,
              diagnostics: [...set.diagnostics, ...catalog.diagnostics].map(diagnosticJson),
            });
            return;
          }
          io.out(payload(io, catalog.text));
          if (catalog.diagnostics.length > 0) await io.flush?.();
          for (const d of catalog.diagnostics) io.err(`${formatDiagnostic(d, io.errColor)}\n`);
        };
        // A query's catalog is one answer among many: it is not worth a memo file per query.
        if (opts.query !== undefined) return produce(ctx.io, options);
        const what = ["catalog", opts.format, budget, opts.overflow, opts.tool, g.json === true];
        await withOutputMemo(ctx, options, what, produce);
      },
    );
}
