import { isUtf8 } from "node:buffer";
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import { MAX_SKILL_FILE_BYTES } from "../format/limits.js";
import { type ParsedSkillFile, type ParseOptions, parseSkillFile } from "../format/parse.js";
import type { Diagnostic } from "../types.js";

// Share links: a whole SKILL.md in a URL, `skillport://skill?data=<base64url, no padding>`. Links
// made by Zed (`zed://skill?data=…`) are read too. The decoder trusts nothing: scheme, host, the
// parameter, every base64url character, the size (before decoding), UTF-8, and finally the skill
// itself in spec mode.

export const SHARE_SCHEME = "skillport";
export const SHARE_HOST = "skill";
/** Schemes whose share links are accepted. */
export const ACCEPTED_SHARE_SCHEMES: readonly string[] = ["skillport", "zed"];

export type ShareLinkErrorCode =
  | typeof CODES.shareLinkInvalid
  | typeof CODES.shareLinkScheme
  | typeof CODES.shareLinkHost
  | typeof CODES.shareLinkMissingData
  | typeof CODES.shareLinkInvalidBase64
  | typeof CODES.shareLinkTooLarge
  | typeof CODES.shareLinkInvalidUtf8
  | typeof CODES.shareLinkInvalidSkill;

export class ShareLinkError extends SkillportError<ShareLinkErrorCode> {
  constructor(
    code: ShareLinkErrorCode,
    message: string,
    /** The skill's diagnostics, for `share-link-invalid-skill`. */
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(code, message);
    this.name = "ShareLinkError";
  }
}

/** Longest base64url text that can decode to at most the file limit. */
const MAX_DATA_CHARS = Math.ceil((MAX_SKILL_FILE_BYTES * 4) / 3);
/** Room for the scheme, host and parameter name around the data. */
const MAX_LINK_CHARS = MAX_DATA_CHARS + 256;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Encodes SKILL.md text as a share link. Throws `share-link-too-large` over the file limit. */
export function encodeShareLink(text: string): string {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length > MAX_SKILL_FILE_BYTES) {
    throw new ShareLinkError(
      CODES.shareLinkTooLarge,
      `The skill is ${bytes.length} bytes; share links carry at most ${MAX_SKILL_FILE_BYTES} bytes. Move long material into references/ files.`,
    );
  }
  return `${SHARE_SCHEME}://${SHARE_HOST}?data=${bytes.toString("base64url")}`;
}

export interface DecodedShareLink {
  /** The SKILL.md text. */
  readonly text: string;
  /** The skill's name (validated: safe as a single directory name). */
  readonly name: string;
  readonly description: string;
  /** The spec-mode parse, with any warnings. */
  readonly parsed: ParsedSkillFile;
}

/** The rules of the profile, and the validation mode (spec unless said; the installer checks links in standard mode, as every other source). */
export type DecodeOptions = Pick<ParseOptions, "nameRule" | "lengthUnit" | "mode">;

/** Decodes and checks a share link. Throws ShareLinkError (one code per failure); nothing else. */
export function decodeShareLink(link: string, options: DecodeOptions = {}): DecodedShareLink {
  const fail = (code: ShareLinkErrorCode, message: string, ds: readonly Diagnostic[] = []): never => {
    throw new ShareLinkError(code, message, ds);
  };
  if (typeof link !== "string") return fail(CODES.shareLinkInvalid, "A share link must be a string.");
  const trimmed = link.trim();
  if (trimmed.length > MAX_LINK_CHARS) {
    fail(
      CODES.shareLinkTooLarge,
      `The share link is ${trimmed.length} characters; a link holding at most ${MAX_SKILL_FILE_BYTES} bytes is at most ${MAX_LINK_CHARS}. It was not decoded.`,
    );
  }
  // The URL parser silently drops tabs and newlines inside a link; a strict decoder does not.
  const control = [...trimmed].findIndex((c) => c <= " " || c === "\u007f");
  if (control !== -1) {
    fail(
      CODES.shareLinkInvalid,
      `The share link contains whitespace or a control character at position ${control + 1}; copy the link as one unbroken line.`,
    );
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return fail(
      CODES.shareLinkInvalid,
      `This is not a share link: ${preview(trimmed)}. A share link looks like skillport://skill?data=….`,
    );
  }
  const scheme = url.protocol.replace(/:$/, "").toLowerCase();
  if (!ACCEPTED_SHARE_SCHEMES.includes(scheme)) {
    fail(
      CODES.shareLinkScheme,
      `The link's scheme is '${scheme}:'; share links start with ${ACCEPTED_SHARE_SCHEMES.map((s) => `${s}://`).join(" or ")}.`,
    );
  }
  if (
    url.host.toLowerCase() !== SHARE_HOST ||
    url.username ||
    url.password ||
    (url.pathname !== "" && url.pathname !== "/")
  ) {
    fail(
      CODES.shareLinkHost,
      `The link points to ${preview(url.host + url.pathname)}; a share link is ${scheme}://${SHARE_HOST}?data=… with nothing else before the '?'.`,
    );
  }
  // Read the query as written: URLSearchParams would turn a stray '+' into a space and blame that.
  const values = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair.split("=", 1)[0] === "data")
    .map((pair) => pair.slice(pair.indexOf("=") + 1 || pair.length))
    .map((v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    });
  if (values.length !== 1 || values[0] === "") {
    fail(
      CODES.shareLinkMissingData,
      values.length > 1
        ? "The link has more than one 'data' parameter; it is ambiguous and was not decoded."
        : "The link has no 'data' parameter holding the skill. Copy the whole link.",
    );
  }
  const data = values[0]!;
  if (data.length > MAX_DATA_CHARS) {
    fail(
      CODES.shareLinkTooLarge,
      `The link's data is ${data.length} characters, more than the ${MAX_DATA_CHARS} that hold ${MAX_SKILL_FILE_BYTES} bytes. It was not decoded.`,
    );
  }
  // Node's decoder skips characters it does not know; a link must not decode to something else silently.
  const bad = BASE64URL.test(data) ? -1 : [...data].findIndex((c) => !BASE64URL.test(c));
  if (bad !== -1) {
    fail(
      CODES.shareLinkInvalidBase64,
      `The link's data is not base64url: character ${bad + 1} is ${JSON.stringify([...data][bad])} (only A-Z a-z 0-9 - _ are allowed, without '=' padding). The link may have been cut or altered.`,
    );
  }
  const bytes = Buffer.from(data, "base64url");
  if (bytes.toString("base64url") !== data) {
    fail(
      CODES.shareLinkInvalidBase64,
      `The link's data is not canonical base64url (${data.length % 4 === 1 ? "its length is impossible" : "its last character has stray bits"}). The link may have been cut or altered.`,
    );
  }
  if (bytes.length > MAX_SKILL_FILE_BYTES) {
    fail(
      CODES.shareLinkTooLarge,
      `The shared skill is ${bytes.length} bytes; the limit is ${MAX_SKILL_FILE_BYTES} bytes.`,
    );
  }
  if (bytes.includes(0) || !isUtf8(bytes)) {
    fail(
      CODES.shareLinkInvalidUtf8,
      `The shared skill is not UTF-8 text (${bytes.includes(0) ? "it contains NUL bytes" : "it has invalid UTF-8 sequences"}); it was not installed.`,
    );
  }
  const text = bytes.toString("utf8");
  const mode = options.mode ?? "spec";
  const parsed = parseSkillFile(text, {
    mode,
    nameRule: options.nameRule,
    lengthUnit: options.lengthUnit,
  });
  if (!parsed.valid || parsed.name === undefined) {
    const errors = parsed.diagnostics.filter((d) => d.severity === "error");
    fail(
      CODES.shareLinkInvalidSkill,
      `The shared SKILL.md is not a valid skill (${mode} mode): ${errors.map((d) => `[${d.code}] ${d.message}`).join(" ") || "it has no name."}`,
      parsed.diagnostics,
    );
  }
  return { text, name: parsed.name!, description: parsed.description ?? "", parsed };
}

function preview(s: string): string {
  const cut = s.length > 60 ? `${s.slice(0, 60)}…` : s;
  return JSON.stringify(cut);
}
