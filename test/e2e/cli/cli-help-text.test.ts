import { describe, expect, it } from "vitest";
import { runCli } from "../../helpers/index.js";

// Help and messages are for users: the product spec's rule IDs ("X2", "C1–C5", "SPEC §13") mean
// nothing to them and must not appear there.

const RULE_ID = /\b(?:[ACDFMPQRSTWX]\d{1,2})(?:[–-][A-Z]?\d{1,2})?\b|SPEC §/;

describe("help text names no spec rule IDs", () => {
  it("skillport --help and every subcommand's --help are free of rule IDs", () => {
    const top = runCli(["--help"]);
    expect(top.code).toBe(0);
    const names = [...top.stdout.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)]
      .map((m) => m[1]!)
      .filter((n) => n !== "help");
    expect(names.length).toBeGreaterThan(8);
    const offenders: string[] = [];
    for (const text of [top.stdout, ...names.map((n) => runCli([n, "--help"]).stdout)]) {
      for (const line of text.split("\n")) if (RULE_ID.test(line)) offenders.push(line.trim());
    }
    expect(offenders).toEqual([]);
  });

  it("the note after writing into an untrusted project names no rule ID", async () => {
    const { untrustedProjectNote } = await import("../../../src/security/trust.js");
    expect(untrustedProjectNote("/tmp/x")).not.toMatch(RULE_ID);
  });
});
