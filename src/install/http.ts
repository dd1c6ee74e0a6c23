// Downloads with a time limit and a size cap, http(s) only.
import { authHint, type Credential, credentialFor } from "./credentials.js";
import { INSTALL_CODES, InstallError } from "./errors.js";

const MAX_REDIRECTS = 5;

/** Default time limit of one download. */
export const HTTP_TIMEOUT_MS = 30_000;

export interface Download {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** The URL after redirects. */
  readonly url: string;
}

/**
 * GETs `url` with at most `maxBytes` of body, with the credential configured for each host it
 * reaches (credentials.ts). Throws `install-fetch-failed`, `install-timeout`, `install-too-large`. */
export async function download(
  url: string,
  options: {
    maxBytes: number;
    timeoutMs?: number;
    what?: string;
    /** Where credentials are looked up (SKILLPORT_TOKEN_<HOST>, HOME for ~/.netrc). */
    env?: NodeJS.ProcessEnv;
  },
): Promise<Download> {
  const what = options.what ?? url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InstallError(INSTALL_CODES.sourceInvalid, `${JSON.stringify(url)} is not a URL.`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new InstallError(
      INSTALL_CODES.sourceInvalid,
      `${what} must be an http or https URL, not ${parsed.protocol}.`,
    );
  }
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const fail = (e: unknown): never => {
    if (e instanceof InstallError) throw e;
    if (timedOut) {
      throw new InstallError(
        INSTALL_CODES.timeout,
        `${what} did not answer within ${Math.round(timeoutMs / 1000)} s; nothing was installed.`,
      );
    }
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new InstallError(
      INSTALL_CODES.fetchFailed,
      `Cannot download ${what}: ${cause?.code ?? cause?.message ?? (e as Error).message}. Check the URL and your connection.`,
    );
  };
  try {
    let res: Response;
    let at = parsed;
    let sent: Credential | undefined;
    try {
      // Redirects are followed here, one hop at a time, so a credential goes only to its own host.
      for (let hop = 0; ; hop++) {
        sent = credentialFor(at, options.env ?? process.env);
        res = await fetch(at, {
          signal: controller.signal,
          redirect: "manual",
          headers: { accept: "*/*", ...(sent ? { authorization: sent.header } : {}) },
        });
        const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
        if (location === null) break;
        await res.body?.cancel().catch(() => {});
        const next = new URL(location, at);
        if (hop >= MAX_REDIRECTS || (next.protocol !== "https:" && next.protocol !== "http:")) {
          throw new InstallError(
            INSTALL_CODES.fetchFailed,
            `${what} redirects too often or to a URL that is not http(s); refused.`,
          );
        }
        at = next;
      }
    } catch (e) {
      return fail(e);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      const auth = res.status === 401 || res.status === 403 ? authHint(at, sent) : "";
      throw new InstallError(
        res.status === 404 ? INSTALL_CODES.sourceNotFound : INSTALL_CODES.fetchFailed,
        `${what} answered HTTP ${res.status}${res.status === 404 ? " (not found)" : ""}.${auth}`,
      );
    }
    const declared = Number(res.headers.get("content-length") ?? "NaN");
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await res.body?.cancel().catch(() => {});
      throw new InstallError(
        INSTALL_CODES.tooLarge,
        `${what} is ${declared} bytes, over the limit of ${options.maxBytes}; refused.`,
      );
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      const reader = res.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.length;
        if (total > options.maxBytes) {
          await reader.cancel().catch(() => {});
          throw new InstallError(
            INSTALL_CODES.tooLarge,
            `${what} is over the limit of ${options.maxBytes} bytes; refused.`,
          );
        }
        chunks.push(value);
      }
    } catch (e) {
      return fail(e);
    }
    return {
      bytes: Buffer.concat(chunks),
      contentType: res.headers.get("content-type") ?? "",
      url: at.href,
    };
  } finally {
    clearTimeout(timer);
  }
}
