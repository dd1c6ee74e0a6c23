// Private sources: a well-known index behind a token (per host, from the environment or ~/.netrc) and
// git over http behind basic authentication (the user's own git credential helper; prompts stay off).
// Loopback servers that demand credentials; the secrets must never reach the lock, the output or an
// error message.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authFileServer, gitHttpServer, runCliAsync } from "../../helpers/http-auth-helpers.js";
import { skillMd, tmp } from "../../helpers/index.js";
import { git, makeRepo } from "../../helpers/install-git-helpers.js";

const TOKEN = "s3cret-T0KEN-do-not-print";
const SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";
const sha = (b: string) => `sha256:${createHash("sha256").update(b).digest("hex")}`;
const VAR = "SKILLPORT_TOKEN_127_0_0_1";

function indexFiles(skillUrl = "priv/SKILL.md") {
  const body = skillMd("priv", "Private things.");
  return {
    body,
    files: {
      "/.well-known/agent-skills/index.json": JSON.stringify({
        $schema: SCHEMA,
        skills: [
          {
            name: "priv",
            type: "skill-md",
            description: "Private things.",
            url: skillUrl,
            digest: sha(body),
          },
        ],
      }),
      "/.well-known/agent-skills/priv/SKILL.md": body,
    },
  };
}

const bearerOnly = (a: string | undefined) => a === `Bearer ${TOKEN}`;
const bearerOrBasic = (a: string | undefined) =>
  a === `Bearer ${TOKEN}` || a === `Basic ${Buffer.from(`me:${TOKEN}`).toString("base64")}`;

function project() {
  const home = tmp("skillport-home-");
  const proj = tmp("skillport-proj-");
  git(proj, "init", "-q");
  return { home, proj };
}

function noSecret(...texts: string[]) {
  for (const t of texts) expect(t).not.toContain(TOKEN);
}

describe("a well-known index that demands a token", () => {
  it("without a credential: refused with the variable and ~/.netrc to set, never a prompt; with $SKILLPORT_TOKEN_<HOST>: installed, and the token is nowhere", async () => {
    const { files } = indexFiles();
    const server = await authFileServer(files, bearerOnly);
    try {
      const { home, proj } = project();
      const url = `http://127.0.0.1:${server.port}`;
      const denied = await runCliAsync(["add", url, "--cwd", proj], { env: { HOME: home } });
      expect(denied.code).toBe(1);
      expect(denied.stderr).toContain("401");
      expect(denied.stderr).toContain(VAR);
      expect(denied.stderr).toContain("~/.netrc");
      const wrong = await runCliAsync(["add", url, "--cwd", proj], {
        env: { HOME: home, [VAR]: "wrong-one" },
      });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain(`$${VAR} was refused`);
      expect(wrong.stderr).not.toContain("wrong-one");
      const ok = await runCliAsync(["add", url, "--cwd", proj], { env: { HOME: home, [VAR]: TOKEN } });
      expect(ok.code, ok.stderr).toBe(0);
      expect(readFileSync(join(proj, ".agents/skills/priv/SKILL.md"), "utf8")).toContain("Private things.");
      const lock = readFileSync(join(proj, "skills-lock.json"), "utf8");
      noSecret(ok.stdout, ok.stderr, lock, denied.stderr);
      // outdated and install fetch with the same credential; a fresh clone restores with it.
      const out = await runCliAsync(["outdated", "--cwd", proj], { env: { HOME: home, [VAR]: TOKEN } });
      expect(out.code, out.stderr).toBe(0);
      const fresh = tmp("skillport-proj-");
      git(fresh, "init", "-q");
      writeFileSync(join(fresh, "skills-lock.json"), lock);
      const restored = await runCliAsync(["install", "--cwd", fresh], { env: { HOME: home, [VAR]: TOKEN } });
      expect(restored.code, restored.stderr).toBe(0);
      noSecret(out.stdout, out.stderr, restored.stdout, restored.stderr);
    } finally {
      await server.close();
    }
  });

  it("~/.netrc (machine login password) is sent as basic authentication", async () => {
    const { files } = indexFiles();
    const server = await authFileServer(files, bearerOrBasic);
    try {
      const { home, proj } = project();
      writeFileSync(
        join(home, ".netrc"),
        `# mine\nmachine example.org login x password y\nmachine 127.0.0.1\n  login me\n  password ${TOKEN}\n`,
        {
          mode: 0o600,
        },
      );
      const r = await runCliAsync(["add", `http://127.0.0.1:${server.port}`, "--cwd", proj], {
        env: { HOME: home },
      });
      expect(r.code, r.stderr).toBe(0);
      noSecret(r.stdout, r.stderr, readFileSync(join(proj, "skills-lock.json"), "utf8"));
    } finally {
      await server.close();
    }
  });

  it("hostile: a credential goes only to its own host — not to a host the index or a redirect points at", async () => {
    // The index lists the skill on another host name (localhost), which redirects to the file.
    const { files } = indexFiles();
    const index = JSON.parse(files["/.well-known/agent-skills/index.json"]);
    const again = await authFileServer(
      files, // read at each request: the index is filled in once the port is known
      (a, host) => host.startsWith("localhost") || bearerOnly(a),
      { "/elsewhere/SKILL.md": (p) => `http://localhost:${p}/.well-known/agent-skills/priv/SKILL.md` },
    );
    try {
      index.skills[0].url = `http://localhost:${again.port}/elsewhere/SKILL.md`;
      files["/.well-known/agent-skills/index.json"] = JSON.stringify(index);
      const { home, proj } = project();
      const r = await runCliAsync(["add", `http://127.0.0.1:${again.port}`, "--cwd", proj], {
        env: { HOME: home, [VAR]: TOKEN },
      });
      expect(r.code, r.stderr).toBe(0);
      const toLocalhost = again.seen.filter((s) => s.host.startsWith("localhost"));
      expect(toLocalhost.length).toBeGreaterThan(0);
      expect(toLocalhost.every((s) => s.authorization === undefined)).toBe(true);
      expect(again.seen.some((s) => s.host.startsWith("127.0.0.1") && s.authorization !== undefined)).toBe(
        true,
      );
    } finally {
      await again.close();
    }
  });
});

describe("git over http with basic authentication", () => {
  it("clones through the user's own git credential helper; without one it fails at once (no prompt) saying how to fix it; the password is nowhere", async () => {
    const serverDir = tmp("skillport-srv-");
    makeRepo(serverDir, "acme/skills.git", { "one/SKILL.md": skillMd("one") });
    const server = await gitHttpServer(serverDir, "me", TOKEN);
    try {
      const { home, proj } = project();
      const url = `http://127.0.0.1:${server.port}/acme/skills.git`;
      const gitconfig = join(home, "gitconfig");
      writeFileSync(gitconfig, "");
      const denied = await runCliAsync(["add", url, "--cwd", proj], {
        env: { HOME: home, GIT_CONFIG_GLOBAL: gitconfig, GIT_CONFIG_NOSYSTEM: "1" },
      });
      expect(denied.code).toBe(1);
      expect(denied.stderr).toContain("credential helper");
      expect(existsSync(join(proj, ".agents"))).toBe(false);
      const store = join(home, "git-credentials");
      writeFileSync(store, `http://me:${TOKEN}@127.0.0.1:${server.port}\n`, { mode: 0o600 });
      writeFileSync(gitconfig, `[credential]\n\thelper = store --file ${store}\n`);
      const ok = await runCliAsync(["add", url, "--cwd", proj], {
        env: { HOME: home, GIT_CONFIG_GLOBAL: gitconfig, GIT_CONFIG_NOSYSTEM: "1" },
      });
      expect(ok.code, ok.stderr).toBe(0);
      expect(readdirSync(join(proj, ".agents/skills"))).toEqual(["one"]);
      noSecret(ok.stdout, ok.stderr, denied.stderr, readFileSync(join(proj, "skills-lock.json"), "utf8"));
    } finally {
      await server.close();
    }
  });
});
