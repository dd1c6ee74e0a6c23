import { createRequire } from "node:module";
import type pcType from "picocolors";
import type { Diagnostic, FailedSkill, Skill } from "../types.js";
import { terminalLine, terminalOutput, terminalText } from "../util/terminal.js";

// Human output is coloured only when stdout is a TTY and NO_COLOR is unset (SPEC §14).
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly color: boolean;
  readonly errColor: boolean;
  /** stdout is a terminal: payloads (a skill body, an expanded command) are neutralised for it. */
  readonly terminal?: boolean;
  /**
   * Resolves once what `out` wrote has reached stdout. Write stderr after it when both may share one
   * pipe (`2>&1`): a big stdout write to a full pipe finishes later, and a stderr write in between
   * would land in the middle of a line.
   */
  readonly flush?: () => Promise<void>;
}

/** A payload (skill body, expanded command) as printed: byte-exact into a pipe, neutralised on a terminal. */
export const payload = (io: Io, text: string): string => (io.terminal ? terminalText(text) : text);

export function processIo(): Io {
  const noColor = "NO_COLOR" in process.env && process.env.NO_COLOR !== "";
  // On a terminal every write passes the last net (only the CLI's own colours); piped output stays
  // byte-exact for scripts. Printers neutralise skill-supplied fields themselves in either case.
  const writer = (stream: NodeJS.WriteStream, name: string) => {
    const write = stream.isTTY
      ? (t: string) => stream.write(terminalOutput(t))
      : (t: string) => stream.write(t);
    return (t: string) => {
      try {
        write(t);
      } catch (e) {
        // A full disk behind `> file` fails the write itself: say which stream (cli/errors.ts).
        const err = e as NodeJS.ErrnoException;
        if (err.code !== undefined && err.path === undefined) err.path = name;
        throw e;
      }
    };
  };
  return {
    out: writer(process.stdout, "standard output"),
    err: writer(process.stderr, "standard error"),
    color: !noColor && process.stdout.isTTY === true,
    errColor: !noColor && process.stderr.isTTY === true,
    terminal: process.stdout.isTTY === true,
    flush: () =>
      new Promise((resolve) => {
        if (process.stdout.writableNeedDrain) process.stdout.once("drain", resolve);
        else resolve();
      }),
  };
}

// Loaded on first use: `--json` output never needs it, and start-up is part of every CLI call.
let pc: typeof pcType | undefined;
export const colors = (on: boolean) => {
  pc ??= createRequire(import.meta.url)("picocolors") as typeof pcType;
  return pc.createColors(on);
};

export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

export type SkillStatus = "loaded" | "shadowed" | "failed";

/** The JSON shape of a skill (SPEC §14). */
export function skillJson(skill: Skill | FailedSkill, status: SkillStatus) {
  const loaded = "description" in skill;
  return {
    name: skill.name,
    description: loaded ? skill.description : "",
    scope: skill.scope,
    location: skill.location,
    directory: skill.directory,
    modelInvocable: loaded ? skill.modelInvocable : false,
    status,
    diagnostics: skill.diagnostics.map(diagnosticJson),
  };
}

export function diagnosticJson(d: Diagnostic) {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    ...(d.path !== undefined ? { path: d.path } : {}),
  };
}

export function formatDiagnostic(d: Diagnostic, color: boolean): string {
  const c = colors(color);
  const tag =
    d.severity === "error" ? c.red("error") : d.severity === "warning" ? c.yellow("warning") : c.dim("info");
  return `${tag}${c.dim(`[${d.code}]`)} ${terminalLine(d.message)}`;
}

/**
 * Left-aligned columns; the last column is not padded. Callers neutralise skill-supplied cells with
 * `terminalLine` before colouring them; as a net, a newline or tab left in a cell is shown escaped, so
 * no cell can start a row of its own.
 */
export function table(
  rows: readonly (readonly string[])[],
  widthOf: (s: string) => number = (s) => s.length,
): string {
  if (rows.length === 0) return "";
  rows = rows.map((row) => row.map((cell) => terminalOutput(cell, false)));
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, widthOf(cell));
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell + " ".repeat(widths[i]! - widthOf(cell))))
        .join("  "),
    )
    .join("\n");
}

/** Visible width, ignoring ANSI colour codes. */
export const visibleWidth = (s: string): number => s.replace(/\u001b\[[0-9;]*m/g, "").length;

/** A code that occurs more often than this is printed as one group: its shared advice once, then each case. */
const GROUP_ABOVE = 3;

/** Where the cases a capped group leaves out are listed. */
export const DIAGNOSTICS_MORE = "`skillport doctor` lists every one";

/**
 * Human lines for many diagnostics. Diagnostics of one severity and code that occur more than three
 * times become one group: a header with the count and the advice their messages share (the common
 * trailing sentences, said once instead of per line), then one indented line per case with only what
 * differs. `limit` caps the cases shown per group; the rest are counted, and `more` says where to see
 * them all. Order: groups in order of their first diagnostic.
 */
export function formatDiagnostics(
  ds: readonly Diagnostic[],
  color: boolean,
  options: { limit?: number; more?: string } = {},
): string[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of ds) {
    const key = `${d.severity}\u0000${d.code}`;
    const g = groups.get(key);
    if (g) g.push(d);
    else groups.set(key, [d]);
  }
  const lines: string[] = [];
  for (const g of groups.values()) {
    const first = g[0]!;
    if (g.length <= GROUP_ABOVE) {
      for (const d of g) lines.push(formatDiagnostic(d, color));
      continue;
    }
    const advice = sharedAdvice(g.map((d) => d.message));
    const head = formatDiagnostic({ ...first, message: "" }, color).trimEnd();
    lines.push(`${head} ×${g.length}${advice === "" ? "" : `: ${terminalLine(advice)}`}`);
    const shown = options.limit === undefined ? g : g.slice(0, options.limit);
    for (const d of shown)
      lines.push(`  ${terminalLine(d.message.slice(0, d.message.length - advice.length).trimEnd())}`);
    if (shown.length < g.length) {
      lines.push(
        `  … and ${g.length - shown.length} more${options.more === undefined ? "" : ` (${options.more})`}`,
      );
    }
  }
  return lines;
}

/** The whole trailing sentences every message ends with ("" when they share none worth saying once). */
function sharedAdvice(messages: readonly string[]): string {
  let suffix = messages[0] ?? "";
  for (const m of messages) {
    let n = 0;
    while (n < suffix.length && n < m.length && suffix[suffix.length - 1 - n] === m[m.length - 1 - n]) n++;
    suffix = suffix.slice(suffix.length - n);
    if (suffix === "") return "";
  }
  // Start at a sentence boundary, so the advice and every case read as whole sentences.
  const at = suffix.indexOf(". ");
  if (at < 0) return "";
  const advice = suffix.slice(at + 2).trimStart();
  return advice.length >= 20 ? advice : "";
}
