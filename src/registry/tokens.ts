// Access tokens: 32 random bytes, shown once; the database keeps only their SHA-256, so a leaked
// database leaks no usable token. Scopes nest: admin ⊃ publish ⊃ read.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "./db.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";
import { insertToken, type Scope, tokenByHash } from "./store.js";

const RANK: Record<Scope, number> = { read: 1, publish: 2, admin: 3 };
const PREFIX = "skp_";
/** Longest token accepted: anything longer is not ours, and is not hashed. */
const MAX_TOKEN = 256;

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export const newToken = (): string => `${PREFIX}${randomBytes(32).toString("base64url")}`;

export const allows = (have: Scope, need: Scope): boolean => RANK[have] >= RANK[need];

/** The caller behind a request: anonymous or a token's name and scope. */
export interface Caller {
  readonly name: string;
  readonly scope: Scope | undefined;
}

export const ANONYMOUS: Caller = { name: "anonymous", scope: undefined };

/** The bearer token of an Authorization header, or undefined. */
export function bearer(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const m = /^Bearer +(\S+)$/i.exec(header.trim());
  return m?.[1];
}

/** Who presents `token`. An unknown token is refused (401), not treated as anonymous. */
export async function authenticate(db: Queryable, token: string | undefined): Promise<Caller> {
  if (token === undefined) return ANONYMOUS;
  const refused = new RegistryError(
    REGISTRY_CODES.unauthorized,
    "The token is not valid for this registry (unknown or revoked). Check SKILLPORT_REGISTRY_TOKEN.",
  );
  if (token.length > MAX_TOKEN) throw refused;
  const hash = hashToken(token);
  const row = await tokenByHash(db, hash);
  // The lookup is by hash (nothing of the token itself is compared); the final check is constant-time.
  if (row === undefined || !timingSafeEqual(Buffer.from(row.hash, "hex"), Buffer.from(hash, "hex")))
    throw refused;
  return { name: row.name, scope: row.scope };
}

/** Refuses a caller whose scope is below `need`. */
export function requireScope(caller: Caller, need: Scope): void {
  if (caller.scope === undefined) {
    throw new RegistryError(
      REGISTRY_CODES.unauthorized,
      `This needs a token with the ${need} scope: send it as 'Authorization: Bearer <token>' (the CLI reads SKILLPORT_REGISTRY_TOKEN).`,
    );
  }
  if (!allows(caller.scope, need)) {
    throw new RegistryError(
      REGISTRY_CODES.forbidden,
      `The token ${JSON.stringify(caller.name)} has the ${caller.scope} scope; this needs ${need}.`,
    );
  }
}

/** Stores a new token and returns it (the only time it is seen). */
export async function createToken(db: Queryable, name: string, scope: Scope): Promise<string> {
  const token = newToken();
  await insertToken(db, hashToken(token), name, scope);
  return token;
}

/** Registers a token the operator chose (SKILLPORT_REGISTRY_TOKEN at `serve`) as an admin token. */
export async function adoptAdminToken(db: Queryable, token: string): Promise<void> {
  if (token.length < 16 || token.length > MAX_TOKEN) {
    throw new RegistryError(
      REGISTRY_CODES.badRequest,
      "SKILLPORT_REGISTRY_TOKEN must be 16 to 256 characters: use a long random value (openssl rand -hex 32).",
    );
  }
  await insertToken(db, hashToken(token), "admin (SKILLPORT_REGISTRY_TOKEN)", "admin");
}
