// placeholder, replaced below

import { INSTALL_CODES, InstallError } from "./errors.js";
import type { FetchedSource, FetchOptions } from "./fetch.js";
export async function fetchWellKnown(url: string, _options: FetchOptions): Promise<FetchedSource> {
  throw new InstallError(INSTALL_CODES.sourceInvalid, `well-known ${url} not yet`);
}
