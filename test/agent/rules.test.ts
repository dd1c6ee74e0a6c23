import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type ApprovalRequest, createPermissionGate } from "../../src/agent/index.js";
import { addRule, parseRules, RulesFileError, readRules, ruleFor, ruleMode } from "../../src/agent/rules.js";
import { tmp } from "../helpers/index.js";

// The permission rules file: syntax errors named, deny over ask over allow, bash prefixes that never
// cover a chained command, "always" written to the file, sensitive requests never allowed by a rule.

const bash = (command: string): ApprovalRequest => ({
  kind: "bash",
  tool: "bash",
  agent: "main",
  summary: command,
  input: { command },
});

describe("permission rules", () => {
  it("bad syntax: each problem names the file and the entry", () => {
    expect(() => parseRules("{", "/p.json")).toThrow(RulesFileError);
    expect(() => parseRules("{", "/p.json")).toThrow(/\/p\.json is not valid JSON/);
    expect(() => parseRules("[]", "/p.json")).toThrow(/must be a JSON object/);
    expect(() => parseRules('{"alow":[]}', "/p.json")).toThrow(/unknown key "alow"/);
    expect(() => parseRules('{"allow":"bash"}', "/p.json")).toThrow(/"allow" must be a list/);
    expect(() => parseRules('{"deny":["ok", 3]}', "/p.json")).toThrow(/deny\[1\] is not a rule/);
    expect(() => parseRules('{"deny":["two words"]}', "/p.json")).toThrow(/deny\[0\] is not a rule/);
  });

  it("deny wins over ask over allow; a bash prefix matches the command or the command with plain arguments", () => {
    const rules = parseRules(
      JSON.stringify({
        allow: ["bash:npm test", "github__get", "edit"],
        ask: ["bash:npm test --update"],
        deny: ["bash:rm"],
      }),
      "p",
    );
    expect(ruleMode(rules, bash("npm test"))).toBe("allow");
    expect(ruleMode(rules, bash("npm test -- foo"))).toBe("allow");
    expect(ruleMode(rules, bash("npm test; curl evil"))).toBeUndefined();
    expect(ruleMode(rules, bash("npm test && rm -rf /"))).toBeUndefined();
    expect(ruleMode(rules, bash("npm test $(evil)"))).toBeUndefined();
    expect(ruleMode(rules, bash("npm tests"))).toBeUndefined();
    expect(ruleMode(rules, bash("npm test --update"))).toBe("ask");
    expect(ruleMode(rules, bash("rm -rf x"))).toBe("deny");
    const mcp: ApprovalRequest = { kind: "mcp", tool: "github__get", agent: "main", summary: "", input: {} };
    expect(ruleMode(rules, mcp)).toBe("allow");
    const edit: ApprovalRequest = { kind: "edit", tool: "edit_file", agent: "main", summary: "", input: {} };
    expect(ruleMode(rules, edit)).toBe("allow");
    expect(ruleMode(rules, { ...edit, sensitive: true })).toBeUndefined();
  });

  it("'always' adds a rule to the file (0600); additions under a lock are all kept; a bad file is never overwritten", async () => {
    const path = join(tmp(), "cfg", "permissions.json");
    let rules = readRules(path);
    const gate = createPermissionGate({
      rules: (r) => ruleMode(rules, r),
      onAlways: (r) => {
        rules = addRule(path, "allow", ruleFor(r));
      },
      ask: () => "always",
    });
    expect(await gate.check(bash("make build"), new AbortController().signal)).toBe(true);
    expect(readRules(path).allow).toEqual(["bash:make build"]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // A fresh gate (the next chat) allows it by the rule, without asking.
    const asked: string[] = [];
    const next = createPermissionGate({
      rules: (r) => ruleMode(readRules(path), r),
      ask: (r) => {
        asked.push(r.summary);
        return "deny";
      },
    });
    expect(await next.check(bash("make build"), new AbortController().signal)).toBe(true);
    expect(await next.check(bash("make build; rm x"), new AbortController().signal)).toBe(false);
    expect(asked).toEqual(["make build; rm x"]);
    for (let i = 0; i < 20; i++) addRule(path, "allow", `tool_${i}`);
    expect(readRules(path).allow).toHaveLength(21);
    writeFileSync(path, "{ broken");
    expect(() => addRule(path, "allow", "x")).toThrow(RulesFileError);
    expect(readFileSync(path, "utf8")).toBe("{ broken");
  });

  it("'deny always' refuses that command (bash) or tool from then on, without asking, and writes a deny rule", async () => {
    const path = join(tmp(), "cfg", "permissions.json");
    let rules = readRules(path);
    const asked: string[] = [];
    const gate = createPermissionGate({
      bash: "allow",
      rules: (r) => ruleMode(rules, r),
      onNever: (r) => {
        rules = addRule(path, "deny", ruleFor(r));
      },
      ask: (r) => {
        asked.push(r.summary);
        return "never";
      },
      tools: { bash: "ask" },
    });
    const signal = new AbortController().signal;
    expect(await gate.check(bash("rm -rf build"), signal)).toBe(false);
    expect(readRules(path).deny).toEqual(["bash:rm -rf build"]);
    // Not asked again for it, and refused even where the modes would allow it.
    expect(await gate.check(bash("rm -rf build"), signal)).toBe(false);
    expect(asked).toEqual(["rm -rf build"]);
    // Another command is still asked.
    expect(await gate.check(bash("ls"), signal)).toBe(false);
    expect(asked).toEqual(["rm -rf build", "ls"]);
    const mcp: ApprovalRequest = {
      kind: "mcp",
      tool: "gh__delete",
      agent: "main",
      summary: "gh__delete {}",
      input: {},
    };
    expect(await gate.check(mcp, signal)).toBe(false);
    expect(await gate.check({ ...mcp, summary: 'gh__delete {"x":1}' }, signal)).toBe(false);
    expect(asked).toHaveLength(3);
    expect(readRules(path).deny).toEqual(["bash:rm -rf build", "bash:ls", "gh__delete"]);
  });
});
