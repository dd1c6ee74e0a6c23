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
  const writer = (stream: NodeJS.WriteStream) =>
    stream.isTTY ? (t: string) => stream.write(terminalOutput(t)) : (t: string) => stream.write(t);
  return {
    out: writer(process.stdout),
    err: writer(process.stderr),
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
