import { dirname } from "node:path";
import { needsTrust, projectDirectoryOf } from "../security/trust.js";
import type { Root } from "../types.js";
import { canonicalPath, isWithin } from "../util/paths.js";

// A command of a discovered project root is the project's text: it must come from inside the project.
// Any `.md` file is a command (no frontmatter needed) and its body goes to the model, so a trusted
// repository's `review.md -> ../../../../.aws/credentials` (or a commands folder linked to `~/notes`)
// would hand the model whatever file it names, and show its first line as the description.

/**
 * The canonical project directory (its git root, or the directory outside git) that the files of a
 * discovered project root must stay in; undefined for roots the user named or their own user roots.
 */
export function projectBoundary(root: Root, realpath: (p: string) => string): string | undefined {
  if (!needsTrust(root)) return undefined;
  return canonicalPath(projectDirectoryOf(root.projectDir ?? dirname(root.path)), realpath);
}

/** True when `real` (canonical) is inside the boundary, or there is none. */
export const insideBoundary = (boundary: string | undefined, real: string): boolean =>
  boundary === undefined || isWithin(boundary, real);

/** The message of an `outside-project` diagnostic or read error. */
export const outsideMessage = (path: string, real: string, boundary: string): string =>
  `${path} leads to ${real}, outside the project ${boundary}; it was not loaded. A project's commands must be files inside it: copy the file into the project instead of linking it.`;
