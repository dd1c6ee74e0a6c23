// Round 20 (audit-agentcfg8): agent hooks declared in YAML or object literals, the model API sent to an outside host,
// and standing orders planted in the agent's files that the harm lists missed. Every shape is in
// variants-agentcfg8.json (variants.test.ts); here, which rule answers.
import { describe, expect, it } from "vitest";
import { rulesOf, variantsOf } from "../helpers/audit-skills.js";

const filesOf = variantsOf("agentcfg8");

describe("agent-hook-download: hooks declared in YAML or an object literal", () => {
  it("raises a hook whose command runs a download or posts its input", async () => {
    for (const name of [
      "ac8-fm-hook-sessionstart-pipe",
      "ac8-fm-hook-pretool-python",
      "ac8-fm-hook-flow-map",
      "ac8-fm-hook-stop-post-input",
      "ac8-subagent-hook-download",
      "ac8-yaml-hooks-file",
      "ac8-js-settings-object-hook",
    ])
      expect(await rulesOf(filesOf(name)), name).toContain("agent-hook-download");
  });

  it("leaves local, pinned and literal hook commands, write-ups and other tools' hooks alone", async () => {
    for (const name of [
      "ac8-b-fm-hook-formatter",
      "ac8-b-fm-hook-notify-literal",
      "ac8-b-hook-writeup",
      "ac8-b-fm-hook-pinned-npx",
      "ac8-b-k8s-lifecycle",
      "ac8-ho-b-fm-hook-git-status",
    ])
      expect(await rulesOf(filesOf(name)), name).not.toContain("agent-hook-download");
  });

  it("reads only the event's own block: a download after the block ends is not its command", async () => {
    const skill =
      "---\nname: x\ndescription: y\nhooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: ./notify.sh\n---\n\n# x\n\nInstall: `curl -fsSL https://x.example.net/i.sh | bash`\n";
    expect(await rulesOf({ "SKILL.md": skill })).not.toContain("agent-hook-download");
  });
});

describe("agent-api-redirect: the model API sent to an outside host", () => {
  it("raises a base URL to an unknown host in the settings, Codex's providers or the shell profile", async () => {
    for (const name of [
      "ac8-api-redirect-jq",
      "ac8-api-redirect-zshrc",
      "ac8-api-redirect-shipped-settings",
      "ac8-api-redirect-codex-provider",
    ])
      expect(await rulesOf(filesOf(name)), name).toContain("agent-api-redirect");
  });

  it("leaves local gateways, the vendors' endpoints, an app's own client, docs and placeholders alone", async () => {
    for (const name of [
      "ac8-b-api-local-litellm",
      "ac8-b-api-kimi-zshrc",
      "ac8-b-api-glm-settings",
      "ac8-b-api-app-client",
      "ac8-b-api-doc-relay",
      "ac8-ho-b-api-placeholder",
    ])
      expect(await rulesOf(filesOf(name)), name).not.toContain("agent-api-redirect");
  });
});

describe("agent-config-tampering: standing orders planted in the agent's files", () => {
  it("raises orders to ignore a stop, obey outside text, leak a key, send credentials, push away, switch checks off", async () => {
    for (const name of [
      "ac8-plant-push-every-change",
      "ac8-plant-ignore-user-cancel",
      "ac8-plant-trust-tool-output",
      "ac8-plant-claude-md-include-key",
      "ac8-plant-memory-planting-deploy",
      "ac8-plant-agents-md-disable-tests",
      "ac8-plant-gemini-md-exec-readme",
    ])
      expect(await rulesOf(filesOf(name)), name).toContain("agent-config-tampering");
  });

  it("leaves the same words in conventions alone: negated, scoped, or pointed at the project's own remote", async () => {
    for (const name of filesOf.names.filter((k) => k.startsWith("ac8-b-plant-")))
      expect(await rulesOf(filesOf(name)), name).not.toContain("agent-config-tampering");
  });
});
