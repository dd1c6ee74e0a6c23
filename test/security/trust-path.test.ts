import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trustStoreOf } from "../../src/load.js";
import { trustStorePath } from "../../src/security/trust.js";
import { defaultTrustFile } from "../../src/watch/watcher.js";

// One function decides where the trust store is; the load, the commands load and the watcher all ask it.
describe("T1: the trust store's path", () => {
  const env = { HOME: "/h" };

  it.each([
    ["the default", env, undefined, "/h/.config/skillport/trust.json"],
    ["XDG_CONFIG_HOME", { ...env, XDG_CONFIG_HOME: "/x" }, undefined, "/x/skillport/trust.json"],
    ["an absolute home option", env, "/other", "/other/.config/skillport/trust.json"],
    ["a relative home option (ignored, like a relative HOME)", env, "rel", "/h/.config/skillport/trust.json"],
    [
      "XDG_CONFIG_HOME over the home option",
      { ...env, XDG_CONFIG_HOME: "/x" },
      "/other",
      "/x/skillport/trust.json",
    ],
  ])("%s", (_what, e, home, expected) => {
    expect(trustStorePath(e, home)).toBe(expected);
    expect(defaultTrustFile(e, home)).toBe(expected);
  });

  it("the load's store follows its home option, or takes an explicit trustStore", () => {
    expect(trustStoreOf({ home: "/other" })).toBe(trustStorePath(process.env, "/other"));
    expect(trustStoreOf({ trustStore: join("/s", "t.json") })).toBe(join("/s", "t.json"));
  });
});
