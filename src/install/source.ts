// What a SOURCE argument of `skillport add` names. Parsing is pure: nothing is fetched here.
import { isAbsolute, resolve } from "node:path";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { safeRelativePath } from "./paths.js";

/** The server an `owner/repo` shorthand clones from unless SKILLPORT_GIT_BASE says otherwise. */
export const DEFAULT_GIT_BASE = "https://github.com";

export type ParsedSource =
  | { readonly kind: "local"; readonly path: string }
  | {
      readonly kind: "git";
      /** What `git clone` gets. */
      readonly url: string;
      readonly ref?: string;
      /** A directory inside the repository to look in. */
      readonly subpath?: string;
      /** `owner/repo` when the source was a shorthand. */
      readonly shorthand?: string;
      /** True when the shorthand resolved against the default base. */
      readonly defaultBase?: boolean;
    }
  | {
      readonly kind: "well-known";
      readonly url: string;
      /** An http(s) URL that may be either: when it has no index, it is cloned as a git repository. */
      readonly orGit?: boolean;
    }
  | { readonly kind: "share"; readonly link: string }
  | {
      readonly kind: "mcp";
      /** What the lock records: `mcp:NAME`, or `mcp:-- COMMAND` (the command's name only, never its arguments). */
      readonly label: string;
      /** The server's name in the user's MCP configuration (`mcp:NAME`). */
      readonly name?: string;
      /** How to reach it; the caller resolves it (the CLI, from the configuration or the command line). */
      readonly server?: import("./mcp-source.js").McpServerSpec;
    };

export interface ParseSourceOptions {
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
}

const invalid = (message: string): InstallError => new InstallError(INSTALL_CODES.sourceInvalid, message);

/** A ref git will take as a branch, tag or commit: no option, no `..`, no control characters. */
export function safeRef(ref: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9._/+-]{0,199}$/.test(ref) &&
    !ref.includes("..") &&
    !ref.includes("//") &&
    !ref.endsWith("/") &&
    !ref.endsWith(".lock")
  );
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** The base URL `owner/repo` shorthands resolve against (SKILLPORT_GIT_BASE, else the default). */
export function gitBase(env: NodeJS.ProcessEnv = process.env): { base: string; isDefault: boolean } {
  const raw = env.SKILLPORT_GIT_BASE?.trim();
  if (!raw) return { base: DEFAULT_GIT_BASE, isDefault: true };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid(
      `SKILLPORT_GIT_BASE=${JSON.stringify(raw)} is not a URL; set it to a server such as https://git.example.org or unset it.`,
    );
  }
  if (!["https:", "http:", "ssh:", "git:", "file:"].includes(url.protocol) || url.search || url.hash) {
    throw invalid(
      `SKILLPORT_GIT_BASE=${JSON.stringify(raw)} must be an https, http, ssh, git or file URL without query or fragment.`,
    );
  }
  return { base: raw.replace(/\/+$/, ""), isDefault: false };
}

/** Checks a git URL: only the transports skillport allows, never an option or a remote helper. */
export function checkGitUrl(url: string): void {
  if (url.startsWith("-") || /[\u0000-\u001f\u007f\s]/.test(url)) {
    throw invalid(`The git URL ${JSON.stringify(url)} is not safe to pass to git; refused.`);
  }
  // `ext::cmd`, `fd::` and other `<transport>::<address>` forms run remote helpers.
  if (/^[A-Za-z0-9+.-]+::/.test(url)) {
    throw invalid(
      `The git URL ${JSON.stringify(url)} uses a remote helper ("transport::"), which can run commands; use an https, ssh, git or file URL.`,
    );
  }
  if (/^git@[A-Za-z0-9.-]+:[^/-]/.test(url)) return; // scp-like ssh
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(`${JSON.stringify(url)} is not a git URL.`);
  }
  if (!["https:", "http:", "ssh:", "git:", "file:"].includes(parsed.protocol)) {
    throw invalid(
      `The git URL ${JSON.stringify(url)} uses ${parsed.protocol}, which skillport does not use; use https, ssh, git or file.`,
    );
  }
  if (parsed.hostname.startsWith("-") || parsed.username.startsWith("-")) {
    throw invalid(`The git URL ${JSON.stringify(url)} has a host that git would read as an option; refused.`);
  }
}

function splitFragment(input: string): { rest: string; ref?: string } {
  const i = input.indexOf("#");
  if (i < 0) return { rest: input };
  const ref = input.slice(i + 1);
  return ref ? { rest: input.slice(0, i), ref } : { rest: input.slice(0, i) };
}

function checkRef(ref: string | undefined, source: string): void {
  if (ref !== undefined && !safeRef(ref)) {
    throw invalid(
      `The ref ${JSON.stringify(ref)} in ${JSON.stringify(source)} is not a branch, tag or commit name git accepts safely.`,
    );
  }
}

function checkSubpath(subpath: string | undefined, source: string): string | undefined {
  if (subpath === undefined || subpath === "") return undefined;
  const safe = safeRelativePath(subpath.replace(/\/+$/, ""));
  if (safe === undefined) {
    throw invalid(
      `The path ${JSON.stringify(subpath)} in ${JSON.stringify(source)} is not a safe relative path.`,
    );
  }
  return safe;
}

/**
 * Reads SOURCE: a share link (`skillport://`, `zed://`), a local directory (a path starting with
 * `/`, `./`, `../`, `~/`, or `.`), a well-known index URL (`…/index.json`, a `/.well-known/` path or a
 * bare site; any other http(s) URL without `.git` or `#ref` is tried as a site first, then as a git
 * repository), a git URL (`https://…/repo.git`, `ssh://`, `git://`, `file://`, `git@host:path`, with an
 * optional `#ref`), or an `owner/repo[/path][@ref]` shorthand. Throws `install-source-invalid`.
 */
export function parseSource(input: string, options: ParseSourceOptions = {}): ParsedSource {
  const source = input.trim();
  if (source === "")
    throw invalid("The source is empty; give a directory, a git URL, owner/repo or an index URL.");
  if (/^(skillport|zed):/i.test(source)) return { kind: "share", link: source };
  if (/^mcp:/i.test(source)) {
    const name = source.slice(4);
    if (name === "--") return { kind: "mcp", label: "mcp:--" };
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(name))
      throw invalid(
        `${JSON.stringify(source)} is not an MCP source: give mcp:NAME (a server of your MCP configuration) or mcp:-- COMMAND….`,
      );
    return { kind: "mcp", label: `mcp:${name}`, name };
  }
  const cwd = options.cwd ?? process.cwd();
  if (source === "." || source === ".." || /^(\.{1,2}\/|\/|~\/|~$)/.test(source) || isAbsolute(source)) {
    const home = options.env?.HOME ?? process.env.HOME ?? "";
    const path =
      source === "~" || source.startsWith("~/") ? resolve(home, source.slice(2)) : resolve(cwd, source);
    return { kind: "local", path };
  }
  if (/^https?:\/\//i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw invalid(`${JSON.stringify(source)} is not a valid URL.`);
    }
    if (url.username || url.password) {
      throw invalid(
        `The URL ${JSON.stringify(source)} carries credentials; remove them (git asks its credential helper).`,
      );
    }
    const path = url.pathname;
    if (path.endsWith(".json") || path.includes("/.well-known/") || path === "/" || path === "") {
      if (url.hash) throw invalid(`A well-known index URL takes no #fragment: ${JSON.stringify(source)}.`);
      return { kind: "well-known", url: url.href };
    }
    if (!url.hash && !path.endsWith(".git") && !path.endsWith(".git/")) {
      checkGitUrl(source);
      return { kind: "well-known", url: url.href, orGit: true };
    }
    const { rest, ref } = splitFragment(source);
    checkRef(ref, source);
    checkGitUrl(rest);
    return { kind: "git", url: rest, ...(ref ? { ref } : {}) };
  }
  if (/^(ssh|git|file):\/\//i.test(source) || /^git@/.test(source) || source.includes("::")) {
    const { rest, ref } = splitFragment(source);
    checkRef(ref, source);
    checkGitUrl(rest);
    return { kind: "git", url: rest, ...(ref ? { ref } : {}) };
  }
  // owner/repo[/path][@ref]
  const at = source.lastIndexOf("@");
  const body = at > 0 ? source.slice(0, at) : source;
  const ref = at > 0 ? source.slice(at + 1) : undefined;
  const parts = body.split("/");
  if (parts.length >= 2 && SEGMENT.test(parts[0]!) && SEGMENT.test(parts[1]!) && !source.includes(":")) {
    checkRef(ref, source);
    const owner = parts[0]!;
    const repo = parts[1]!.replace(/\.git$/, "");
    const subpath = checkSubpath(parts.slice(2).join("/"), source);
    const { base, isDefault } = gitBase(options.env);
    const url = `${base}/${owner}/${repo}${isDefault ? ".git" : ""}`;
    return {
      kind: "git",
      url,
      ...(ref ? { ref } : {}),
      ...(subpath ? { subpath } : {}),
      shorthand: `${owner}/${repo}`,
      defaultBase: isDefault,
    };
  }
  throw invalid(
    `${JSON.stringify(source)} is not a source skillport knows: give a directory (./path), a git URL, owner/repo[/path][@ref], a well-known index URL, or a share link.`,
  );
}
