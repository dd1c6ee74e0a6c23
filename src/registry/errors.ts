// Every refusal of the registry is a RegistryError with a stable code (docs/DIAGNOSTICS.md) and the
// HTTP status it is answered with.
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";

export const REGISTRY_CODES = {
  dependencyMissing: CODES.registryDependencyMissing,
  dbUnavailable: CODES.registryDbUnavailable,
  unauthorized: CODES.registryUnauthorized,
  forbidden: CODES.registryForbidden,
  notFound: CODES.registryNotFound,
  badRequest: CODES.registryBadRequest,
  tooLarge: CODES.registryTooLarge,
  skillInvalid: CODES.registrySkillInvalid,
  auditRefused: CODES.registryAuditRefused,
  versionExists: CODES.registryVersionExists,
  unreachable: CODES.registryUnreachable,
  internal: CODES.registryInternal,
} as const;

export type RegistryErrorCode = (typeof REGISTRY_CODES)[keyof typeof REGISTRY_CODES];

const STATUS: Record<RegistryErrorCode, number> = {
  "registry-dependency-missing": 500,
  "registry-db-unavailable": 503,
  "registry-unauthorized": 401,
  "registry-forbidden": 403,
  "registry-not-found": 404,
  "registry-bad-request": 400,
  "registry-too-large": 413,
  "registry-skill-invalid": 422,
  "registry-audit-refused": 422,
  "registry-version-exists": 409,
  "registry-unreachable": 502,
  "registry-internal": 500,
};

export class RegistryError extends SkillportError<RegistryErrorCode> {
  readonly status: number;
  constructor(
    code: RegistryErrorCode,
    message: string,
    /** What a client may want beside the message: diagnostics, audit findings. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(code, message);
    this.name = "RegistryError";
    this.status = STATUS[code];
  }
}
