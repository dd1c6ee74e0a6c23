import { isUtf8 } from "node:buffer";
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import type { Command } from "commander";
import { MAX_SKILL_FILE_BYTES } from "../../discovery/read.js";
import { parseSkillFile } from "../../format/parse.js";
import { getProfile } from "../../profiles/index.js";
import { encodeShareLink } from "../../security/share.js";
import { OPEN_READ_NONBLOCK } from "../../util/read-file.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { printJson } from "../output.js";

export function registerShare(program: Command, ctx: CliContext): void {
  program
    .command("share")
    .description("print a skillport://skill link that carries a skill's SKILL.md")
    .argument("<path>", "a skill directory or its SKILL.md")
    .action((path: string, _opts: unknown, cmd: Command) => {
      const g = globals(cmd);
      const abs = resolve(g.cwd ?? process.cwd(), path);
      let info: ReturnType<typeof statSync>;
      try {
        info = statSync(abs);
      } catch {
        throw new CliError(`no such file or directory: ${abs}`, 2);
      }
      const file = info.isDirectory() ? join(abs, "SKILL.md") : abs;
      const directory = info.isDirectory() ? abs : resolve(abs, "..");
      let fileInfo: ReturnType<typeof statSync>;
      try {
        fileInfo = statSync(file);
      } catch {
        throw new CliError(`${directory} has no SKILL.md; give a skill directory or its SKILL.md`, 2);
      }
      if (!fileInfo.isFile()) throw new CliError(`${file} is not a regular file, so it cannot be shared`, 1);
      if (fileInfo.size > MAX_SKILL_FILE_BYTES) {
        throw new CliError(
          `${file} is ${fileInfo.size} bytes; share links carry at most ${MAX_SKILL_FILE_BYTES}`,
          1,
        );
      }
      // Non-blocking open: the file may have been swapped for a FIFO since the stat.
      const fd = openSync(file, OPEN_READ_NONBLOCK);
      let bytes: Buffer;
      try {
        if (!fstatSync(fd).isFile())
          throw new CliError(`${file} is not a regular file, so it cannot be shared`, 1);
        bytes = readFileSync(fd);
      } finally {
        closeSync(fd);
      }
      if (bytes.length > MAX_SKILL_FILE_BYTES) {
        throw new CliError(
          `${file} grew past ${MAX_SKILL_FILE_BYTES} bytes; share links carry at most that`,
          1,
        );
      }
      if (bytes.includes(0) || !isUtf8(bytes)) {
        throw new CliError(`${file} is not UTF-8 text, so it cannot be shared; save it as UTF-8 Markdown`, 1);
      }
      const text = bytes.toString("utf8");
      const profile = getProfile(g.profile);
      const rules = {
        path: file,
        nameRule: profile.nameRule,
        lengthUnit: profile.lengthUnit,
        dirName: basename(directory),
      };
      // The skill is checked in the mode asked for (default spec, the mode `skillport add` checks a
      // received link in): a skill that is not valid in it is not shared.
      const mode = g.mode ?? "spec";
      const parsed = parseSkillFile(text, { ...rules, mode });
      if (!parsed.valid) {
        const why = parsed.diagnostics
          .filter((d) => d.severity === "error")
          .map((d) => `[${d.code}] ${d.message}`);
        throw new CliError(
          `${file} is not a valid skill in ${mode} mode, so it was not shared: ${why.join(" ")} ` +
            `Fix it and run 'skillport validate ${path} --mode ${mode}' to check.`,
          1,
        );
      }
      // Valid in a laxer mode only: the link is printed, but the receiver's `skillport add` checks spec.
      const spec = mode === "spec" ? parsed : parseSkillFile(text, { ...rules, mode: "spec" });
      const specErrors = spec.ok ? [] : spec.diagnostics.filter((d) => d.severity === "error");
      const link = encodeShareLink(text);
      const others = bundledFiles(directory);
      if (g.json) {
        printJson(ctx.io, {
          name: parsed.name,
          path: file,
          mode,
          installable: specErrors.length === 0,
          link,
          bytes: Buffer.byteLength(text),
          notIncluded: others,
        });
        return;
      }
      ctx.io.out(`${link}\n`);
      if (specErrors.length > 0) {
        ctx.io.err(
          `skillport: warning: this skill is valid in ${mode} mode but not in spec mode, which \`skillport add\` checks, so the link will be refused there: ${terminalLine(specErrors.map((d) => `[${d.code}] ${d.message}`).join(" "))}\n`,
        );
      }
      if (others.length > 0) {
        ctx.io.err(
          `skillport: note: a share link carries SKILL.md only; ${others.length} bundled file${others.length === 1 ? " is" : "s are"} not included (${others.slice(0, 5).map(terminalLine).join(", ")}${others.length > 5 ? ", …" : ""}).\n`,
        );
      }
    });
}

function bundledFiles(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory())
      .map((e) => join(e.parentPath ?? directory, e.name).slice(directory.length + 1))
      .filter((p) => p !== "SKILL.md")
      .sort();
  } catch {
    return [];
  }
}
