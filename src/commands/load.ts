import { isUtf8 } from "node:buffer";
import { open } from "node:fs/promises";
import { resolve } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { type DiscoveryFs, decodeUtf8, nodeDiscoveryFs } from "../discovery/fs.js";
import { defaultHome, type ExplicitRoot, resolveRoots } from "../discovery/roots.js";
import type { TrustOption } from "../load.js";
import { getProfile, type Profile } from "../profiles/index.js";
import { type CommandSet, type CommandTemplate, type Diagnostic, type Root, SCOPE_ORDER } from "../types.js";
import { commandNameFromPath, isValidCommandName } from "./name.js";
import { parseCommandFile } from "./parse.js";
import { COMMAND_DEPTH, walkCommandRoot } from "./walk.js";

// M1–M3, M5: roots → walk → parse → resolve → CommandSet.

/** M1: the size limit of one command file, checked with stat before reading. */
export const MAX_COMMAND_FILE_BYTES = 100_000;

export interface LoadCommandsOptions {
  /** Working directory for project roots (default process.cwd()). */
  readonly cwd?: string;
  /** Home directory for user roots (default $HOME). */
  readonly home?: string;
  /** Explicit commands roots, project scope unless stated, before the profile's roots. */
  readonly roots?: readonly (string | ExplicitRoot)[];
  /** Host profile (name or object), default `agents`; its `commandRoots` are scanned. */
  readonly profile?: string | Profile;
  readonly user?: boolean;
  readonly project?: boolean;
  /** Directory levels below each root, default 12 (M1). */
  readonly depth?: number;
  readonly maxDirectories?: number;
  /** Names the host registers itself (M5): a command with one of them never replaces the built-in. */
  readonly reserved?: Iterable<string>;
  readonly trust?: TrustOption;
  readonly fs?: DiscoveryFs;
}

/** Error of a lazy body read, with a stable code. */
export class CommandReadError extends Error {
  constructor(
    readonly code: "file-too-large" | "read-failed" | "invalid-encoding",
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "CommandReadError";
  }
}

/** T1 placeholder mirroring loadSkills until the trust module lands: which roots may load. */
function trustedRoots(roots: readonly Root[], trust: TrustOption | undefined): Root[] {
  return roots.filter((root) => {
    if (root.explicit === true || root.scope !== "project") return true;
    if (typeof trust === "function") return trust(root);
    if (trust === "none") return false;
    return root.trusted;
  });
}

const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Reads a command's template on demand. The size is checked again: the file may have grown. */
export async function readCommandBody(path: string, limit = MAX_COMMAND_FILE_BYTES): Promise<string> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, "r");
    const info = await handle.stat();
    if (!info.isFile()) throw new CommandReadError("read-failed", `${path} is not a regular file.`, path);
    if (info.size > limit)
      throw new CommandReadError(
        "file-too-large",
        `${path} is ${info.size} bytes; the limit for a command is ${limit} bytes.`,
        path,
      );
    const bytes = await handle.readFile();
    if (bytes.length > limit)
      throw new CommandReadError(
        "file-too-large",
        `${path} grew past ${limit} bytes while being read.`,
        path,
      );
    if (bytes.includes(0) || !isUtf8(bytes))
      throw new CommandReadError("invalid-encoding", `${path} is not valid UTF-8 text.`, path);
    const parsed = parseCommandFile(bytes.toString("utf8"), { path });
    if (!parsed.ok) {
      throw new CommandReadError(
        "read-failed",
        parsed.diagnostics.find((d) => d.severity === "error")?.message ?? `${path} no longer loads.`,
        path,
      );
    }
    return parsed.body;
  } catch (e) {
    if (e instanceof CommandReadError) throw e;
    throw new CommandReadError("read-failed", `Cannot read the command at ${path}: ${errText(e)}`, path);
  } finally {
    await handle?.close();
  }
}

/** The commands roots loadCommands scans, highest precedence first (D2 with `commands`). */
export function commandRoots(options: LoadCommandsOptions = {}): Root[] {
  return resolveRoots(getProfile(options.profile), {
    cwd: resolve(options.cwd ?? process.cwd()),
    home: options.home ?? defaultHome(),
    kind: "commands",
    user: options.user,
    project: options.project,
    explicit: options.roots,
    depth: options.depth ?? COMMAND_DEPTH,
  });
}

/** Reads and parses one command file. Never throws. */
function loadCommandFile(
  root: Root,
  file: string,
  segments: readonly string[],
  fs: DiscoveryFs,
): { command?: CommandTemplate; diagnostics: Diagnostic[] } {
  const name = commandNameFromPath(segments.join("/"));
  if (!isValidCommandName(name)) {
    return {
      diagnostics: [
        diag(
          "error",
          CODES.invalidCommandName,
          `${file} would be the command '/${name}', which is not a valid command name; it was not loaded. ` +
            "Names are the path below the commands root with '/' as ':'; use letters, digits, '-', '_' (no dots or spaces), at most 64 characters.",
          file,
        ),
      ],
    };
  }
  try {
    const head = fs.readHead(file, MAX_COMMAND_FILE_BYTES, MAX_COMMAND_FILE_BYTES);
    if (!head.info.isFile)
      return {
        diagnostics: [
          diag("error", CODES.readFailed, `${file} is not a regular file; it was skipped.`, file),
        ],
      };
    if (head.info.size > MAX_COMMAND_FILE_BYTES || head.bytes === undefined)
      return {
        diagnostics: [
          diag(
            "error",
            CODES.fileTooLarge,
            `${file} is ${head.info.size} bytes; the limit for a command is ${MAX_COMMAND_FILE_BYTES} bytes, so it was not read. Shorten the template.`,
            file,
          ),
        ],
      };
    const decoded = decodeUtf8(head.bytes, head.complete);
    if (!decoded.ok)
      return {
        diagnostics: [
          diag(
            "error",
            CODES.invalidEncoding,
            `${file} cannot be read as text: ${decoded.reason}. Save it as UTF-8 Markdown.`,
            file,
          ),
        ],
      };
    const parsed = parseCommandFile(decoded.text, { path: file });
    if (!parsed.ok) return { diagnostics: [...parsed.diagnostics] };
    return {
      command: {
        name,
        description: parsed.description!,
        ...(parsed.argumentHint !== undefined ? { argumentHint: parsed.argumentHint } : {}),
        location: file,
        scope: root.scope,
        root,
        frontmatter: parsed.frontmatter,
        skills: parsed.skills,
        disableNoninteractive: parsed.disableNoninteractive,
        diagnostics: parsed.diagnostics,
      },
      diagnostics: [],
    };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      diagnostics: [
        diag(
          "error",
          CODES.readFailed,
          code === "ENOENT"
            ? `${file} disappeared while it was being loaded; it was skipped.`
            : `Cannot read ${file}: ${errText(e)}. Check its permissions.`,
          file,
        ),
      ],
    };
  }
}

/** R1 for commands: scope, then root order, then path; M5: reserved names never win. */
export function resolveCommands(
  roots: readonly Root[],
  loaded: readonly CommandTemplate[],
  reserved: ReadonlySet<string> = new Set(),
): { commands: CommandTemplate[]; shadowed: CommandTemplate[] } {
  const rootIndex = new Map(roots.map((r, i) => [r, i]));
  const rank = (c: CommandTemplate): number =>
    SCOPE_ORDER.indexOf(c.scope) * 1_000_000 + (rootIndex.get(c.root) ?? 999_999);
  const ordered = [...loaded].sort((a, b) => rank(a) - rank(b) || cmp(a.location, b.location));
  const winners = new Map<string, CommandTemplate>();
  const shadowed: CommandTemplate[] = [];
  const lose = (c: CommandTemplate, d: Diagnostic): void => {
    shadowed.push({ ...c, diagnostics: [...c.diagnostics, d] });
  };
  for (const c of ordered) {
    if (reserved.has(c.name)) {
      lose(
        c,
        diag(
          "warning",
          CODES.reservedName,
          `The command '/${c.name}' at ${c.location} has the name of a built-in command of this host, which always wins; rename the file to use it.`,
          c.location,
        ),
      );
      continue;
    }
    const w = winners.get(c.name);
    if (!w) {
      winners.set(c.name, c);
      continue;
    }
    lose(
      c,
      w.scope === c.scope
        ? diag(
            "warning",
            CODES.nameCollision,
            `Two ${c.scope} commands are named '/${c.name}': ${w.location} is used and ${c.location} is ignored. Rename one of them.`,
            c.location,
          )
        : diag(
            "warning",
            CODES.shadowed,
            `The ${c.scope} command '/${c.name}' at ${c.location} is shadowed by the ${w.scope} command at ${w.location}.`,
            c.location,
          ),
    );
  }
  const commands = [...winners.values()].sort((a, b) => cmp(a.name, b.name));
  shadowed.sort((a, b) => cmp(a.name, b.name) || rank(a) - rank(b) || cmp(a.location, b.location));
  return { commands, shadowed };
}

/** Loads every custom command of the profile's commands roots (M1–M3, M5). Never throws for bad input. */
export async function loadCommands(options: LoadCommandsOptions = {}): Promise<CommandSet> {
  const fs = options.fs ?? nodeDiscoveryFs;
  const roots = commandRoots(options);
  const loaded: CommandTemplate[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const root of trustedRoots(roots, options.trust)) {
    const walked = walkCommandRoot(root.path, {
      depth: root.depth,
      fs,
      maxDirectories: options.maxDirectories,
    });
    diagnostics.push(...walked.diagnostics);
    for (const f of walked.files) {
      const r = loadCommandFile(root, f.file, f.segments, fs);
      diagnostics.push(...r.diagnostics);
      if (r.command) loaded.push(r.command);
    }
    // Let other work run between roots: a large tree is read synchronously (see discovery/fs.ts).
    await new Promise((done) => setImmediate(done));
  }
  const { commands, shadowed } = resolveCommands(roots, loaded, new Set(options.reserved ?? []));
  const all = [...commands, ...shadowed].sort((a, b) => cmp(a.location, b.location));
  for (const c of all) diagnostics.push(...c.diagnostics);
  return Object.freeze({
    commands: Object.freeze(commands),
    shadowed: Object.freeze(shadowed),
    diagnostics: Object.freeze(diagnostics),
    roots: Object.freeze(roots),
    readBody: (command: CommandTemplate) => readCommandBody(command.location),
  });
}
