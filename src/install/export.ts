// `skillport export --well-known DIR`: publishes the skills of a tree as a v0.2 well-known index.
// A skill that is only a SKILL.md is published as `skill-md`; one with other files as a tar.gz
// `archive` (sorted entries, fixed times, no owners: the same skill gives the same bytes and digest).
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Diagnostic } from "../types.js";
import { INSTALL_CODES, InstallError, writeFailure } from "./errors.js";
import { declaredName } from "./fetch.js";
import { pathPresent } from "./paths.js";
import { DEFAULT_LIMITS, findSkillDirs, readSkillTree } from "./tree.js";
import { INDEX_V02, SCHEMA_V02 } from "./well-known.js";

export interface ExportedSkill {
  readonly name: string;
  readonly type: "skill-md" | "archive";
  readonly url: string;
  readonly digest: string;
  readonly files: number;
}

export interface ExportResult {
  /** The index file written. */
  readonly index: string;
  readonly skills: readonly ExportedSkill[];
  readonly diagnostics: readonly Diagnostic[];
}

export async function tarGz(dir: string, paths: readonly string[]): Promise<Buffer> {
  const { create } = await import("tar");
  const chunks: Buffer[] = [];
  const stream = create(
    { gzip: { level: 9 }, cwd: dir, portable: true, mtime: new Date(0), follow: false, noDirRecurse: true },
    [...paths],
  );
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/**
 * Writes `out/.well-known/agent-skills/` (index.json and one artifact per skill) for every skill
 * under `tree`. The directory is built aside and renamed into place; an existing one is replaced
 * only with `force`.
 */
export async function exportWellKnown(
  tree: string,
  out: string,
  options: { force?: boolean } = {},
): Promise<ExportResult> {
  const { createHash } = await import("node:crypto");
  const src = resolve(tree);
  const target = join(resolve(out), ...INDEX_V02.split("/").filter(Boolean).slice(0, -1));
  if (pathPresent(target) && !options.force) {
    throw new InstallError(
      INSTALL_CODES.targetExists,
      `${target} already exists; pass --force to replace it.`,
    );
  }
  const dirs = findSkillDirs(src);
  if (dirs.length === 0) throw new InstallError(INSTALL_CODES.noSkills, `There is no SKILL.md under ${src}.`);
  const parent = join(resolve(out), ".well-known");
  try {
    mkdirSync(parent, { recursive: true });
  } catch (e) {
    throw writeFailure(e, parent, "create");
  }
  const stage = mkdtempSync(join(parent, ".skillport-export-"));
  const diagnostics: Diagnostic[] = [];
  const skills: ExportedSkill[] = [];
  const names = new Map<string, string>();
  const descriptions = new Map<string, string>();
  try {
    for (const rel of dirs) {
      const dir = rel ? join(src, ...rel.split("/")) : src;
      const { files, diagnostics: ds } = readSkillTree(dir, DEFAULT_LIMITS);
      diagnostics.push(...ds);
      const { name, description } = declaredName(files, rel.split("/").pop() || "skill");
      descriptions.set(name, description ?? "");
      if (!/^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/.test(name)) {
        throw new InstallError(
          INSTALL_CODES.nameUnsafe,
          `The skill at ${dir} is named ${JSON.stringify(name)}, which an index cannot list (lowercase letters, digits and single hyphens).`,
        );
      }
      const other = names.get(name);
      if (other !== undefined) {
        throw new InstallError(
          INSTALL_CODES.nameCollision,
          `Two skills are named ${name} (${other} and ${dir}); rename one.`,
        );
      }
      names.set(name, dir);
      let bytes: Buffer;
      let url: string;
      let type: "skill-md" | "archive";
      if (files.length === 1 && files[0]!.path === "SKILL.md") {
        type = "skill-md";
        bytes = Buffer.from(files[0]!.data);
        mkdirSync(join(stage, name));
        writeFileSync(join(stage, name, "SKILL.md"), bytes);
        url = `${name}/SKILL.md`;
      } else {
        type = "archive";
        bytes = await tarGz(dir, files.map((f) => f.path).sort());
        writeFileSync(join(stage, `${name}.tar.gz`), bytes);
        url = `${name}.tar.gz`;
      }
      const digest = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
      skills.push({ name, type, url, digest, files: files.length });
    }
    skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const index = {
      $schema: SCHEMA_V02,
      skills: skills.map((s) => ({
        name: s.name,
        type: s.type,
        description: descriptions.get(s.name) ?? "",
        url: s.url,
        digest: s.digest,
      })),
    };
    writeFileSync(join(stage, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
    if (pathPresent(target)) {
      const aside = `${stage}-old`;
      renameSync(target, aside);
      renameSync(stage, target);
      rmSync(aside, { recursive: true, force: true });
    } else renameSync(stage, target);
  } catch (e) {
    rmSync(stage, { recursive: true, force: true });
    if (e instanceof InstallError) throw e;
    throw writeFailure(e, target, "write");
  }
  return { index: join(target, "index.json"), skills, diagnostics };
}
