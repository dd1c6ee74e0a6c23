import type * as Crypto from "node:crypto";
import { createRequire } from "node:module";

// node:crypto on first use: loading it is ~2 ms of importing the library, and most hosts never hash.
let nodeCrypto: typeof Crypto | undefined;

/** SHA-256 of the bytes (or string), or of several parts one after another, as hex. */
export function sha256Hex(...parts: readonly (Uint8Array | string)[]): string {
  nodeCrypto ??= createRequire(import.meta.url)("node:crypto") as typeof Crypto;
  const hash = nodeCrypto.createHash("sha256");
  for (const p of parts) hash.update(p);
  return hash.digest("hex");
}
