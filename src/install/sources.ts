// The kinds of source `skillport add` takes, as data: how a user writes each, what the lock records
// for it, and whether `install`/`update` fetch it again from a lock. A new kind of source touches
// three places: its parse rule (source.ts), its fetcher (the FETCHERS table of fetch.ts; the type
// fails to compile without one) and its entry here, which test/install/sources.test.ts checks
// against docs/INSTALL.md.
import type { ParsedSource } from "./source.js";

export interface SourceKind {
  /** How a user writes it, as docs/INSTALL.md's table shows it (each must appear there). */
  readonly forms: readonly string[];
  /** The `sourceType` values the lock records for it (each documented); empty when it is not locked. */
  readonly lockTypes: readonly string[];
  /**
   * `install` and `update` fetch it again from a lock entry. False for a source a lock must not
   * make skillport reach (an MCP server: the lock would name a command to run).
   */
  readonly refetch: boolean;
}

export const SOURCE_KINDS: { readonly [K in ParsedSource["kind"]]: SourceKind } = {
  share: { forms: ["skillport://skill?data=…"], lockTypes: [], refetch: false },
  local: { forms: ["./dir"], lockTypes: ["local"], refetch: true },
  "well-known": { forms: ["https://site"], lockTypes: ["well-known"], refetch: true },
  git: {
    forms: ["owner/repo[/path][@ref]", "git@host:path"],
    lockTypes: ["github", "git", "gitlab"],
    refetch: true,
  },
  mcp: { forms: ["mcp:NAME", "mcp:-- COMMAND"], lockTypes: ["mcp"], refetch: false },
};

/** Lock `sourceType`s that `install`, `update` and `outdated` fetch again. */
export const REFETCHED_LOCK_TYPES: ReadonlySet<string> = new Set(
  Object.values(SOURCE_KINDS).flatMap((k) => (k.refetch ? k.lockTypes : [])),
);
