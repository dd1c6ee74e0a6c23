import { resolve } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { type DiscoveryFs, decodeUtf8, nodeDiscoveryFs } from "../discovery/fs.js";
import { readFailed } from "../discovery/read.js";
import { type ExplicitRoot, homeOption, resolveRoots } from "../discovery/roots.js";
import { getProfile, type Profile } from "../profiles/index.js";
import { applyTrust, type TrustOption, trustStorePath } from "../security/trust.js";
import type { CommandSet, CommandTemplate, Diagnostic, Root } from "../types.js";
import { compareStrings as cmp } from "../util/compare.js";
import { MAX_COMMAND_FILE_BYTES, readCommandTemplate } from "./body.js";
import { projectBoundary } from "./boundary.js";
import { commandNameFromPath, isValidCommandName } from "./name.js";
import { parseCommandFile } from "./parse.js";
import { resolveCommands } from "./resolve.js";
import { COMMAND_DEPTH, walkCommandRoot } from "./walk.js";

// M1–M3, M5: roots → walk → parse → resolve → CommandSet.

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
  /** Directory levels below each root, default 12. */
  readonly depth?: number;
  readonly maxDirectories?: number;
  /** Names the host registers itself: a command with one of them never replaces the built-in. */
  readonly reserved?: Iterable<string>;
  /** Project trust, default "store"; see LoadOptions.trust. */
  readonly trust?: TrustOption;
  /** Trust store file (default as for loadSkills). */
  readonly trustStore?: string;
  readonly fs?: DiscoveryFs;
}

/** The commands roots loadCommands scans, highest precedence first (the skills roots with `commands` for `skills`). */
export function commandRoots(options: LoadCommandsOptions = {}): Root[] {
  return resolveRoots(getProfile(options.profile), {
    cwd: resolve(options.cwd ?? process.cwd()),
    home: homeOption(options.home),
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
    return { diagnostics: [readFailed(file, e)] };
  }
}

/** Loads every custom command of the profile's commands roots. Never throws for bad input. */
export async function loadCommands(options: LoadCommandsOptions = {}): Promise<CommandSet> {
  const fs = options.fs ?? nodeDiscoveryFs;
  const roots = commandRoots(options);
  // T1: the same gate as skills; one `project-untrusted` per untrusted project with commands.
  const decision = applyTrust(roots, {
    trust: options.trust,
    storePath: options.trustStore ?? trustStorePath(process.env, options.home),
    fs,
  });
  const loaded: CommandTemplate[] = [];
  const diagnostics: Diagnostic[] = [...decision.diagnostics];
  for (const root of decision.trusted) {
    const walked = walkCommandRoot(root.path, {
      depth: root.depth,
      fs,
      maxDirectories: options.maxDirectories,
      boundary: projectBoundary(root, (p) => fs.realpath(p)),
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
  // The decided roots (trusted set), the same objects the loaded commands point to.
  const { commands, shadowed } = resolveCommands(decision.roots, loaded, new Set(options.reserved ?? []));
  const all = [...commands, ...shadowed].sort((a, b) => cmp(a.location, b.location));
  for (const c of all) diagnostics.push(...c.diagnostics);
  return Object.freeze({
    commands: Object.freeze(commands),
    shadowed: Object.freeze(shadowed),
    diagnostics: Object.freeze(diagnostics),
    roots: Object.freeze([...decision.roots]),
    readBody: (command: CommandTemplate) => readCommandTemplate(command),
  });
}
