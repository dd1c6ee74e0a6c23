// The registry's one seam to its database: a tiny interface that PGlite (in-process, the default) and
// a PostgreSQL server (`--db postgres://…`) both implement, so one schema and one set of SQL queries
// serve both. Both drivers are optional peer dependencies, loaded here on first use only.
import { REGISTRY_CODES, RegistryError } from "./errors.js";

/** Something that runs parameterised SQL ($1, $2, …): the database or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface RegistryDb extends Queryable {
  /** "pglite" or "postgres": for messages and the health check. */
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Several statements without parameters (the schema). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const missing = (pkg: string, why: string) =>
  new RegistryError(
    REGISTRY_CODES.dependencyMissing,
    `${why} needs the package ${pkg}, which is not installed. Install it next to skillport: npm install ${pkg}`,
  );

/** A module that may be absent: its name is a variable so bundlers leave it to Node. */
async function optional<T>(pkg: string, why: string): Promise<T> {
  try {
    return (await import(pkg)) as T;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") throw missing(pkg, why);
    throw e;
  }
}

/** The embedded database in `dataDir` (created when absent), or in memory without one. */
export async function openPglite(dataDir?: string): Promise<RegistryDb> {
  const mod = await optional<typeof import("@electric-sql/pglite")>(
    "@electric-sql/pglite",
    "The registry's embedded database",
  );
  const db = dataDir === undefined ? new mod.PGlite() : new mod.PGlite(dataDir);
  await db.waitReady;
  return {
    kind: "pglite",
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      (await db.query<T>(sql, params as unknown[] | undefined)).rows,
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T>(sql: string, p?: readonly unknown[]) =>
            (await tx.query<T>(sql, p as unknown[])).rows,
        }),
      ),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

/** A PostgreSQL server through a connection pool. The pool reconnects on its own after an outage. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<RegistryDb> {
  const mod = await optional<{ default: typeof import("pg") }>("pg", "A registry on PostgreSQL (--db)");
  const pool = new mod.default.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away emits here; without a listener the process would exit.
  pool.on("error", () => {});
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await pool.query(sql, params as unknown[] | undefined)).rows as T[];
  return {
    kind: "postgres",
    query,
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        const r = await fn({
          query: async <T>(sql: string, p?: readonly unknown[]) =>
            (await client.query(sql, p as unknown[] | undefined)).rows as T[],
        });
        await client.query("COMMIT");
        return r;
      } catch (e) {
        try {
          await client.query("ROLLBACK");
        } catch {
          broken = true;
        }
        throw e;
      } finally {
        client.release(broken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** Opens the store a `registry serve` was given: `--db URL` or PGlite under `--data`. */
export async function openRegistryDb(options: { db?: string; data?: string }): Promise<RegistryDb> {
  if (options.db !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(options.db)) {
      throw new TypeError("--db takes a postgres:// or postgresql:// URL");
    }
    return openPostgres(options.db);
  }
  return openPglite(options.data);
}
