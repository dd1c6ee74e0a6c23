// `skill://NAME/PATH`: the URI of a file of a skill, shared by the MCP server's resources and the
// agent's file tools. Parsed by hand: a URL parser would silently resolve `..` segments.

export const SKILL_URI_SCHEME = "skill://";

/** `skill://NAME/PATH` with each path segment percent-encoded. */
export function skillResourceUri(name: string, relPath: string): string {
  return `${SKILL_URI_SCHEME}${encodeURIComponent(name)}/${relPath.split("/").map(encodeURIComponent).join("/")}`;
}

/**
 * Parses `skill://NAME/PATH` into the skill's name and a plain relative path, or says why it is not one:
 * `.` or `..` segments (also percent-encoded), empty segments, encoded separators, NUL bytes, bad escapes,
 * a query or fragment.
 */
export function parseSkillUri(uri: string): { name: string; path: string } | { invalid: string } {
  if (!uri.startsWith(SKILL_URI_SCHEME)) return { invalid: "it does not start with skill://." };
  const rest = uri.slice(SKILL_URI_SCHEME.length);
  if (/[?#]/.test(rest)) return { invalid: "query strings and fragments are not allowed." };
  const slash = rest.indexOf("/");
  if (slash <= 0) return { invalid: "it names no skill or no file." };
  const parts: string[] = [];
  for (const raw of [rest.slice(0, slash), ...rest.slice(slash + 1).split("/")]) {
    try {
      parts.push(decodeURIComponent(raw));
    } catch {
      return { invalid: "it has an invalid percent escape." };
    }
  }
  const [name, ...segments] = parts as [string, ...string[]];
  for (const seg of segments) {
    if (seg === "") return { invalid: "it has an empty path segment (absolute paths are not allowed)." };
    if (seg === "." || seg === "..") return { invalid: "'.' and '..' segments are not allowed." };
    if (/[/\\\0]/.test(seg)) return { invalid: "encoded separators and NUL bytes are not allowed." };
  }
  return { name, path: segments.join("/") };
}
