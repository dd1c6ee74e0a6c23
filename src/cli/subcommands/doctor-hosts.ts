import { resolve } from "node:path";
import { readUserConfig } from "../../config.js";
import { defaultHome, findGitRoot } from "../../discovery/roots.js";
import { type HostMatrix, hostMatrix, type MatrixCell } from "../../hosts/matrix.js";
import { linkedPaths } from "../../link/link.js";
import { hostProfiles, type Profile, profiles } from "../../profiles/index.js";
import { trustStorePath } from "../../security/trust.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, type GlobalOptions } from "../context.js";
import { colors, printJson, table, visibleWidth } from "../output.js";

// doctor --as HOST|all: the skills × hosts matrix (profiles/matrix.ts) printed for people or as JSON.

/** The hosts named by `--as`: one name, a comma list, or `all` (every host with documented facts). */
export function hostsFromOption(value: string): Profile[] {
  if (value === "all") return hostProfiles();
  const names = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (names.length === 0) throw new CliError("--as needs a host name or all", 2);
  return names.map((n) => {
    const p = Object.hasOwn(profiles, n) ? profiles[n] : undefined;
    if (!p) {
      throw new CliError(`Unknown host '${n}'. Known hosts: ${Object.keys(profiles).join(", ")}, or all.`, 2);
    }
    return p;
  });
}

export async function doctorAs(ctx: CliContext, g: GlobalOptions, as: string): Promise<void> {
  const hosts = hostsFromOption(as);
  const cwd = resolve(g.cwd ?? process.cwd());
  // A relative HOME is ignored, as everywhere a user path is built.
  const home = defaultHome(ctx.env);
  const config = readUserConfig(ctx.env, cwd);
  const matrix = await hostMatrix({
    cwd,
    home,
    hosts,
    searchHosts: [...new Set([...hostProfiles(), ...hosts])],
    trust: g.trust ? "all" : "store",
    trustStore: trustStorePath(ctx.env),
    user: g.user !== false,
    project: g.project !== false,
    disabledPaths: config.config.disabledPaths,
    linked: linkedPaths([findGitRoot(cwd) ?? cwd, home]),
  });
  ctx.exit.code = 0;
  if (g.json) {
    printJson(ctx.io, matrixJson(matrix));
    return;
  }
  ctx.io.out(renderMatrix(matrix, hosts, ctx.io.color));
}

export function matrixJson(m: HostMatrix) {
  return {
    hosts: m.hosts,
    skills: m.rows.map((r) => ({
      name: r.name,
      file: r.file,
      locations: r.locations,
      hosts: Object.fromEntries(r.cells.map((c) => [c.host, cellJson(c)])),
    })),
  };
}

const cellJson = (c: MatrixCell) => ({
  status: c.status,
  ...(c.reason ? { reason: c.reason } : {}),
  ...(c.via ? { via: c.via } : {}),
  ...(c.by ? { by: c.by } : {}),
  detail: c.detail,
  ...(c.fix ? { fix: c.fix } : {}),
});

/** A cell in a few characters, for the overview table. */
const short = (c: MatrixCell): string =>
  c.status === "loaded" ? "loaded" : c.status === "shadowed" ? "shadowed" : (c.reason ?? "invisible");

export function renderMatrix(m: HostMatrix, hosts: readonly Profile[], color: boolean): string {
  const c = colors(color);
  const paint = (cell: MatrixCell, text: string): string =>
    cell.status === "loaded" ? c.green(text) : cell.status === "shadowed" ? c.yellow(text) : c.red(text);
  const out: string[] = [];
  if (hosts.length === 1 && hosts[0]?.host) {
    const f = hosts[0].host;
    out.push(
      c.bold(`${f.title} (--as ${f.id})`),
      `  folders: ${[...f.projectFolders, ...f.userFolders].join(", ")}`,
      `  depth: ${f.depth}; ancestor walk: ${f.ancestorWalk}; names: ${f.nameRule}`,
      `  precedence: ${f.precedence}`,
      `  budget: ${f.budget}`,
      `  trust: ${f.trust}`,
      `  sources: ${f.sources.join("; ")}`,
      "",
    );
  }
  if (m.rows.length === 0) {
    out.push("No skills in any host's folders.");
    return `${out.join("\n")}\n`;
  }
  out.push(
    c.bold(
      `${m.rows.length} skill${m.rows.length === 1 ? "" : "s"} × ${m.hosts.length} host${m.hosts.length === 1 ? "" : "s"}`,
    ),
  );
  if (m.hosts.length <= 6) {
    const rows = [
      ["SKILL", ...m.hosts.map((h) => h.name)].map((h) => c.dim(h)),
      ...m.rows.map((r) => [
        c.bold(terminalLine(r.name)),
        ...r.cells.map((cell) => paint(cell, short(cell))),
      ]),
    ];
    out.push(table(rows, visibleWidth));
  } else {
    for (const h of m.hosts) {
      const cells = m.rows.map((r) => r.cells.find((x) => x.host === h.name)).filter((x) => x !== undefined);
      const count = (s: string) => cells.filter((x) => x.status === s).length;
      out.push(
        `  ${h.name.padEnd(9)} ${c.green(`${count("loaded")} loaded`)}, ${c.yellow(`${count("shadowed")} shadowed`)}, ${c.red(`${count("invisible")} invisible`)}`,
      );
    }
  }
  for (const r of m.rows) {
    // Names, paths and messages carry text from skill files: made safe for a terminal.
    out.push("", `${c.bold(terminalLine(r.name))}  ${c.dim(terminalLine(r.locations.join(", ")))}`);
    for (const cell of r.cells) {
      out.push(`  ${cell.host.padEnd(9)} ${paint(cell, short(cell))}: ${terminalLine(cell.detail)}`);
      if (cell.fix) out.push(`  ${" ".repeat(9)} fix: ${terminalLine(cell.fix)}`);
    }
  }
  return `${out.join("\n")}\n`;
}
