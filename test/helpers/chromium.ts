import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { tmp } from "./index.js";

// Headless Chromium for the browser tests (CORS from a page, the registry's web page). Skipped where it
// is not installed; SKILLPORT_CHROMIUM names another binary.

export const CHROMIUM = process.env.SKILLPORT_CHROMIUM ?? "/usr/bin/chromium";
export const HAS_CHROMIUM = existsSync(CHROMIUM);

/** Says once, for a test file, which tests are skipped without Chromium. */
export function warnIfNoChromium(what: string): void {
  if (!HAS_CHROMIUM)
    console.warn(`[skillport tests] ${CHROMIUM} not found: ${what} are skipped (apt-get install chromium).`);
}

/**
 * Starts headless Chromium on `url` in a fresh profile (its directory is also the working directory,
 * where `--screenshot` writes), with `args` before the URL. The caller stops it.
 */
export function spawnChromium(
  url: string,
  args: readonly string[],
  stdout: "ignore" | "pipe" = "ignore",
): { child: ChildProcess; profile: string } {
  const profile = tmp("skillport-chromium-");
  const child = spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      "--hide-scrollbars",
      `--user-data-dir=${join(profile, "profile")}`,
      ...args,
      url,
    ],
    { cwd: profile, stdio: ["ignore", stdout, "ignore"] },
  );
  return { child, profile };
}
