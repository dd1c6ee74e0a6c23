import { getProfile, type Profile } from "../../profiles/index.js";
import { CliError, type GlobalOptions } from "../context.js";

/** The profile named by --profile; an unknown name is a usage error. */
export function profileOf(g: GlobalOptions): Profile {
  try {
    return getProfile(g.profile);
  } catch (e) {
    throw new CliError(e instanceof Error ? e.message : String(e), 2);
  }
}
