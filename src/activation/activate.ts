import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import { substituteArguments } from "../format/arguments.js";
import { SkillReadError } from "../format/body.js";
import { extractBody } from "../format/frontmatter.js";
import { MAX_SKILL_FILE_BYTES } from "../format/limits.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { Skill, SkillSet } from "../types.js";
import { FileReadRefusal, readRegularFile } from "../util/read-file.js";
import { sha256Hex } from "../util/sha256.js";
import { closestNames } from "../util/suggest.js";
import {
  DEFAULT_MAX_RESOURCES,
  listSkillResources,
  type ResourceListing,
  renderSkillEnvelope,
} from "./envelope.js";
import { type Authorizer, fileGrantStore, type GrantStore } from "./grants.js";

// A1–A5: from a name to the envelope the model reads.

/**
 * Who asks: `model` (the skill tool: hidden skills do not exist, authorization applies),
 * `user` (a slash command: `user-invocable: false` skills do not exist, no authorization),
 * `host` (the host itself, e.g. `skillport activate`: any loaded skill, no authorization).
 */
export type Invoker = "model" | "user" | "host";

export interface ActivateOptions {
  /** The raw argument string. */
  readonly arguments?: string;
  readonly invoker?: Invoker;
  /** `${SESSION_ID}` is replaced only when the host has a session id. */
  readonly sessionId?: string;
  /** Profile (name or object) for the argument base; default `agents` (1-based). */
  readonly profile?: string | Profile;
  /** Overrides the profile's first positional index for `$N`. */
  readonly argumentBase?: 0 | 1;
  /** List bundled files in `<skill_resources>` (off by default); a number sets the cap. */
  readonly resources?: boolean | number;
  /** Lists the bundled files for `resources` (default: a walk of the skill directory); a host may cache it. */
  readonly listResources?: (skill: Skill, max: number) => Promise<ResourceListing>;
  /** Asked before a model activation; without it the library allows (the host owns its UI). */
  readonly authorize?: Authorizer;
  /** Where `allow-always` grants live; default the user's grants.json. */
  readonly grants?: GrantStore;
}

export type ActivationErrorCode =
  | typeof CODES.skillNotFound
  | typeof CODES.activationDenied
  | typeof CODES.invalidToolInput
  | SkillReadError["code"];

/** An activation that produced no envelope; `code` is a stable diagnostic code. */
export class SkillActivationError extends SkillportError<ActivationErrorCode> {
  constructor(
    code: ActivationErrorCode,
    message: string,
    readonly path?: string,
  ) {
    super(code, message);
    this.name = "SkillActivationError";
  }
}

export interface Activation {
  readonly skill: Skill;
  /** The envelope. */
  readonly text: string;
  /** True when an argument placeholder consumed the arguments (else they were appended). */
  readonly usedArguments: boolean;
}

const visibleTo = (invoker: Invoker) => (s: Skill) =>
  invoker === "model" ? s.modelInvocable : invoker === "user" ? s.userInvocable : true;

/**
 * The not-found message. It names only model-visible skills whoever asked, so the same text can be
 * shown anywhere without leaking a hidden name; hidden skills still activate by their exact name for
 * the user and the host. See `notFoundText`.
 */
export function notFoundMessage(set: SkillSet, name: string, _invoker: Invoker = "model"): string {
  return notFoundText(
    name,
    set.skills.filter(visibleTo("model")).map((s) => s.name),
  );
}

/** Up to this many visible skills, the not-found message lists them all. */
export const LIST_ALL_UP_TO = 20;

/**
 * `Skill 'X' not found.` with the closest of `visible` ("Did you mean 'Y'?"), then every name when
 * there are at most LIST_ALL_UP_TO of them; beyond that only the closest, with the count — listing
 * thousands of names helps no one and floods a model's context.
 */
export function notFoundText(name: string, visible: readonly string[]): string {
  const close = closestNames(name, visible, 5);
  const mean =
    close.length === 0
      ? ""
      : close.length === 1
        ? ` Did you mean '${close[0]}'?`
        : ` Did you mean one of: ${close.join(", ")}?`;
  if (visible.length <= LIST_ALL_UP_TO)
    return `Skill '${name}' not found.${mean} Available skills: ${visible.length > 0 ? visible.join(", ") : "(none)"}`;
  return `Skill '${name}' not found among ${visible.length} skills.${mean || " No skill has a similar name."}`;
}

/** Finds a skill by name as an invoker sees the set; undefined when absent or hidden from it. */
export function findSkill(set: SkillSet, name: string, invoker: Invoker = "model"): Skill | undefined {
  return set.skills.find((s) => s.name === name && visibleTo(invoker)(s));
}

/** The `${…}` variables of a skill. */
export function skillVariables(skill: Skill, sessionId?: string): Record<string, string> {
  const vars: Record<string, string> = {
    SKILL_DIR: skill.directory,
    CLAUDE_SKILL_DIR: skill.directory,
    ZCODE_SKILL_DIR: skill.directory,
  };
  if (sessionId !== undefined && sessionId !== "") vars.SESSION_ID = sessionId;
  return vars;
}

/** Renders a loaded skill's envelope: lazy body read, argument substitution, optional resources. */
export async function renderActivation(
  set: SkillSet,
  skill: Skill,
  options: ActivateOptions = {},
  approved?: Uint8Array,
): Promise<Activation> {
  let body: string;
  try {
    // After an approval the model gets exactly the bytes the user approved: reading the file again
    // would let a swap between the hash and the read deliver other text under the grant.
    body = approved !== undefined ? bodyOf(approved, skill) : await set.readBody(skill);
  } catch (e) {
    if (e instanceof SkillReadError) throw new SkillActivationError(e.code, e.message, e.path);
    throw new SkillActivationError(
      "read-failed",
      `Cannot read the skill body of '${skill.name}' at ${skill.filePath}: ${e instanceof Error ? e.message : String(e)}`,
      skill.filePath,
    );
  }
  const names = skill.frontmatter.arguments;
  const sub = substituteArguments(body, {
    arguments: options.arguments,
    base: options.argumentBase ?? getProfile(options.profile).argumentBase,
    names: Array.isArray(names) ? names.filter((n): n is string => typeof n === "string") : [],
    variables: skillVariables(skill, options.sessionId),
  });
  const max = typeof options.resources === "number" ? options.resources : DEFAULT_MAX_RESOURCES;
  const list = options.listResources ?? listSkillResources;
  const resources = options.resources ? await list(skill, max) : undefined;
  return {
    skill,
    text: renderSkillEnvelope(skill, sub.text, { resources }),
    usedArguments: sub.usedArguments,
  };
}

/** The body of approved SKILL.md bytes, decoded as the lazy body read does. */
function bodyOf(bytes: Uint8Array, skill: Skill): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new SkillReadError(
      "invalid-encoding",
      `${skill.filePath} is not valid UTF-8 text.`,
      skill.filePath,
    );
  }
  return extractBody(text);
}

/** Reads the file once more to hash it for A3 (size-checked like the body read). */
async function readForApproval(skill: Skill): Promise<Buffer> {
  try {
    const bytes = await readRegularFile(skill.filePath, MAX_SKILL_FILE_BYTES).catch((e: unknown) => {
      if (e instanceof FileReadRefusal && e.kind === "too-large") {
        throw new SkillActivationError(
          "file-too-large",
          `${skill.filePath} is ${e.size} bytes; the limit is ${MAX_SKILL_FILE_BYTES} bytes. Move long material into references/ files.`,
          skill.filePath,
        );
      }
      throw e;
    });
    return bytes;
  } catch (e) {
    if (e instanceof SkillActivationError) throw e;
    throw new SkillActivationError(
      "read-failed",
      `Cannot read ${skill.filePath} to authorize skill '${skill.name}': ${e instanceof Error ? e.message : String(e)}`,
      skill.filePath,
    );
  }
}

/**
 * Asks the host (or a remembered grant) before a model activation. Throws on deny. Returns the
 * SKILL.md bytes that were approved (undefined when nothing was asked), for the envelope to use.
 */
export async function authorizeActivation(
  skill: Skill,
  options: ActivateOptions,
): Promise<Buffer | undefined> {
  if (options.authorize === undefined || skill.scope === "builtin") return undefined;
  const bytes = await readForApproval(skill);
  const sha256 = sha256Hex(bytes);
  const grants = options.grants ?? fileGrantStore();
  if (await grants.has(skill.filePath, sha256)) return bytes;
  const request = { name: skill.name, scope: skill.scope, path: skill.filePath, sha256 };
  const decision = await options.authorize(request);
  if (decision === "allow-always") await grants.add(request);
  else if (decision !== "allow-once") {
    throw new SkillActivationError(
      CODES.activationDenied,
      `Activation of skill '${skill.name}' was denied by the user. Do not retry; continue without it or ask the user.`,
      skill.filePath,
    );
  }
  return bytes;
}

/**
 * Activates a skill by name. Model activations (the default invoker) see only
 * model-invocable skills and go through `authorize`; user and host activations skip it.
 */
export async function activateSkill(
  set: SkillSet,
  name: string,
  options: ActivateOptions = {},
): Promise<Activation> {
  const invoker = options.invoker ?? "model";
  const skill = findSkill(set, name, invoker);
  if (skill === undefined)
    throw new SkillActivationError(CODES.skillNotFound, notFoundMessage(set, name, invoker));
  const approved = invoker === "model" ? await authorizeActivation(skill, options) : undefined;
  return renderActivation(set, skill, options, approved);
}
