import { join } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { type DiscoveryFs, nodeDiscoveryFs } from "../discovery/fs.js";
import { type Chain, linkDiagnostic, onChain, openRoot } from "../discovery/links.js";
import { DEFAULT_MAX_DIRECTORIES } from "../discovery/walk.js";
import type { Diagnostic } from "../types.js";
import { errCode, errText, notUtf8, notUtf8Message } from "../util/fs-errors.js";
import { insideBoundary, outsideMessage } from "./boundary.js";

// M1: every `.md` file below a commands root. Unlike skills (one SKILL.md per directory), any Markdown
// file is a command, so the skills walker does not fit; this one shares its file-system boundary and
// its rules (D5 skips, D6 symlinks with a loop guard, D7 directory cap, D8 missing roots, D9 order).

/** Directory levels below a commands root that may hold commands. */
export const COMMAND_DEPTH = 12;

export interface CommandFile {
  /** Path as found (through symlinks, not canonicalised). */
  readonly file: string;
  /** Path segments below the root, e.g. `["frontend", "test.md"]`. */
  readonly segments: readonly string[];
}

export interface CommandWalkOptions {
  readonly depth?: number;
  readonly maxDirectories?: number;
  readonly fs?: DiscoveryFs;
  /**
   * Canonical directory a linked command file must really be in (for a discovered project root: its
   * project), unless it is beside the link; otherwise `outside-project`, not loaded. Linked folders
   * (shared commands) are followed anywhere: only the `.md` files in them are commands.
   */
  readonly boundary?: string;
}

interface Frame {
  readonly path: string;
  readonly segments: readonly string[];
  readonly chain: Chain;
}
const isMarkdown = (name: string): boolean => name.length > 3 && name.toLowerCase().endsWith(".md");

/** Finds command files below one root, sorted by path. Never throws. */
export function walkCommandRoot(
  rootPath: string,
  options: CommandWalkOptions = {},
): { files: CommandFile[]; diagnostics: Diagnostic[] } {
  const fs = options.fs ?? nodeDiscoveryFs;
  const depth = options.depth ?? COMMAND_DEPTH;
  const maxDirs = options.maxDirectories ?? DEFAULT_MAX_DIRECTORIES;
  const files: CommandFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const opened = openRoot(fs, rootPath, "Commands");
  diagnostics.push(...opened.diagnostics);
  if (opened.real === undefined) return { files, diagnostics };
  const rootReal = opened.real;
  const boundary = options.boundary;

  const stack: Frame[] = [{ path: rootPath, segments: [], chain: { real: rootReal } }];
  let visited = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (visited++ >= maxDirs) {
      diagnostics.push(
        diag(
          "warning",
          CODES.scanTruncated,
          `Stopped scanning ${rootPath} after ${maxDirs} directories; commands below ${frame.path} and ${stack.length} other pending directories were not loaded. Move unrelated folders out of the commands root.`,
          rootPath,
        ),
      );
      break;
    }
    let entries: ReturnType<DiscoveryFs["readdir"]>;
    try {
      entries = fs.readdir(frame.path);
    } catch (e) {
      const code = errCode(e);
      if (notUtf8(frame.path, e))
        diagnostics.push(diag("warning", CODES.readFailed, notUtf8Message(frame.path), frame.path));
      else if (code !== "ENOENT" && code !== "ENOTDIR")
        diagnostics.push(
          diag(
            "warning",
            CODES.readFailed,
            `Cannot read directory ${frame.path}: ${errText(e)}.`,
            frame.path,
          ),
        );
      continue;
    }
    for (const entry of entries) {
      const name = entry.name;
      if (name.charCodeAt(0) === 46 /* . */ || name === "node_modules") continue; // D5
      const path = join(frame.path, name);
      const segments = [...frame.segments, name];
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      let real: string | undefined;
      if (entry.isSymbolicLink()) {
        try {
          const info = fs.stat(path);
          isDir = info.isDirectory;
          isFile = info.isFile;
          if (isDir || (boundary !== undefined && isFile)) real = fs.realpath(path);
        } catch (e) {
          diagnostics.push(linkDiagnostic(e, path));
          continue;
        }
        // A linked file must stay in the project, or beside the link (an alias in a shared folder).
        if (isFile && real !== undefined && boundary !== undefined) {
          if (!insideBoundary(boundary, real) && !insideBoundary(frame.chain.real, real)) {
            diagnostics.push(
              diag("warning", CODES.outsideProject, outsideMessage(path, real, boundary), path),
            );
            continue;
          }
        }
      }
      if (isFile) {
        if (isMarkdown(name)) files.push({ file: path, segments });
        continue;
      }
      if (!isDir) {
        // A FIFO, socket or device named like a command is never read (it could block), but not
        // dropped in silence either: skills report the same as read-failed.
        if (isMarkdown(name))
          diagnostics.push(
            diag(
              "warning",
              CODES.readFailed,
              `${path} is not a regular file (a FIFO, socket or device); it was not read. Make it a regular Markdown file.`,
              path,
            ),
          );
        continue;
      }
      if (segments.length > depth) {
        diagnostics.push(
          diag(
            "warning",
            CODES.depthLimit,
            `${path} is ${segments.length} levels below ${rootPath}; commands are loaded at most ${depth} directories deep, so nothing in it was loaded. Move its commands up.`,
            path,
          ),
        );
        continue;
      }
      const realPath = real ?? join(frame.chain.real, name);
      if (real !== undefined && onChain(frame.chain, real)) {
        diagnostics.push(
          diag(
            "warning",
            CODES.symlinkLoop,
            `Symlink ${path} points back to ${real}, which contains it; it was not followed.`,
            path,
          ),
        );
        continue;
      }
      stack.push({ path, segments, chain: { real: realPath, parent: frame.chain } });
    }
  }
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { files, diagnostics };
}
