import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../../src/diagnostics.js";
import { decodeShareLink, encodeShareLink, ShareLinkError } from "../../../src/index.js";
import { link, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64url");
const good = skillMd("pdf-tools", "Fill and merge PDF forms.");

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof ShareLinkError) return e.code;
    throw e;
  }
  return undefined;
}

describe("share links: encode and decode", () => {
  it("encodes as skillport://skill?data=<base64url without padding> and round-trips", () => {
    const link = encodeShareLink(good);
    expect(link).toMatch(/^skillport:\/\/skill\?data=[A-Za-z0-9_-]+$/);
    const d = decodeShareLink(link);
    expect(d.text).toBe(good);
    expect(d.name).toBe("pdf-tools");
    expect(d.description).toBe("Fill and merge PDF forms.");
  });

  it("accepts zed://skill links, surrounding whitespace, a trailing slash and upper-case scheme/host", () => {
    expect(decodeShareLink(`zed://skill?data=${b64(good)}`).name).toBe("pdf-tools");
    expect(decodeShareLink(`  ZED://SKILL/?data=${b64(good)}\n`).name).toBe("pdf-tools");
  });

  it.each([
    ["not a link at all", CODES.shareLinkInvalid],
    [`skillport://skill?data=${b64(good).slice(0, 8)}\n${b64(good).slice(8)}`, CODES.shareLinkInvalid],
    [`skillport://skill?data=${b64(good).slice(0, 8)}\t${b64(good).slice(8)}`, CODES.shareLinkInvalid],
    [`https://skill?data=${b64(good)}`, CODES.shareLinkScheme],
    [`javascript://skill?data=${b64(good)}`, CODES.shareLinkScheme],
    [`skillport://skills?data=${b64(good)}`, CODES.shareLinkHost],
    [`skillport://skill/install?data=${b64(good)}`, CODES.shareLinkHost],
    [`skillport://user@skill?data=${b64(good)}`, CODES.shareLinkHost],
    [`skillport://skill:80?data=${b64(good)}`, CODES.shareLinkHost],
    ["skillport://skill", CODES.shareLinkMissingData],
    ["skillport://skill?data=", CODES.shareLinkMissingData],
    [`skillport://skill?text=${b64(good)}`, CODES.shareLinkMissingData],
    [`skillport://skill?data=${b64(good)}&data=${b64(good)}`, CODES.shareLinkMissingData],
    [`skillport://skill?data=${Buffer.from(good).toString("base64")}=`, CODES.shareLinkInvalidBase64],
    [`skillport://skill?data=${b64(good).slice(0, 10)}!${b64(good).slice(10)}`, CODES.shareLinkInvalidBase64],
    [
      `skillport://skill?data=${b64(good).slice(0, 10)}%20${b64(good).slice(10)}`,
      CODES.shareLinkInvalidBase64,
    ],
    ["skillport://skill?data=A", CODES.shareLinkInvalidBase64],
    ["skillport://skill?data=QR", CODES.shareLinkInvalidBase64], // stray bits in the last character
    [`skillport://skill?data=${b64(Buffer.from([0xff, 0xfe, 0x2d]))}`, CODES.shareLinkInvalidUtf8],
    [`skillport://skill?data=${b64(`${good}\0`)}`, CODES.shareLinkInvalidUtf8],
    [`skillport://skill?data=${b64("just text")}`, CODES.shareLinkInvalidSkill],
    [`skillport://skill?data=${b64("---\nname: x\n---\n")}`, CODES.shareLinkInvalidSkill],
    [`skillport://skill?data=${b64(skillMd("pdf-tools", "d", "extra: 1\n"))}`, CODES.shareLinkInvalidSkill],
  ])("%s → %s", (link, code) => {
    expect(codeOf(() => decodeShareLink(link))).toBe(code);
  });

  it("the 100 KiB limit: checked on the encoded length before decoding, and on the decoded bytes", () => {
    const big = skillMd("big", "d", "", "x".repeat(100 * 1024));
    expect(codeOf(() => encodeShareLink(big))).toBe(CODES.shareLinkTooLarge);
    expect(codeOf(() => decodeShareLink(`skillport://skill?data=${b64(big)}`))).toBe(CODES.shareLinkTooLarge);
    // A huge link is refused without being parsed.
    expect(codeOf(() => decodeShareLink(`skillport://skill?data=${"A".repeat(10_000_000)}`))).toBe(
      CODES.shareLinkTooLarge,
    );
    const fits = skillMd("fits", "d", "", "x".repeat(100 * 1024 - 200));
    expect(decodeShareLink(encodeShareLink(fits)).name).toBe("fits");
  });

  it.each(["../x", "a/b", "/etc/x", "..", ".", ".hidden", "a\\\\b", "\uFF0E\uFF0E", "a\uFF0Fb", "C:x"])(
    "a hostile name never passes: %j",
    (name) => {
      const text = `---\nname: ${JSON.stringify(name)}\ndescription: d\n---\n`;
      expect(codeOf(() => decodeShareLink(encodeShareLink(text)))).toBe(CODES.shareLinkInvalidSkill);
    },
  );

  it("an invalid skill error carries the skill's diagnostics", () => {
    try {
      decodeShareLink(encodeShareLink("---\nname: Bad Name\ndescription: d\n---\n"));
      expect.unreachable();
    } catch (e) {
      expect((e as ShareLinkError).diagnostics.map((d) => d.code)).toContain(CODES.invalidName);
      expect((e as Error).message).toContain("spec mode");
    }
  });
});

describe("share and add: CLI", () => {
  function setup() {
    const home = tmp("skillport-home-");
    const proj = tmp();
    writeTree(proj, { "src/pdf-tools/SKILL.md": good, "src/pdf-tools/references/a.md": "a" });
    return { home, proj, env: { HOME: home } };
  }

  it("share prints the link (and notes bundled files are not included); add installs it into the project root", () => {
    const { proj, env } = setup();
    const s = runCli(["share", "src/pdf-tools", "--cwd", proj], { env });
    expect(s.code).toBe(0);
    const link = s.stdout.trim();
    expect(link.startsWith("skillport://skill?data=")).toBe(true);
    expect(s.stderr).toContain("1 bundled file is not included");
    const a = runCli(["add", link, "--cwd", proj], { env });
    expect(a.code).toBe(0);
    const file = join(proj, ".agents", "skills", "pdf-tools", "SKILL.md");
    expect(readFileSync(file, "utf8")).toBe(good);
    // No temporary directory is left behind.
    expect(readdirSync(join(proj, ".agents", "skills"))).toEqual(["pdf-tools"]);
    // T1: the project is not trusted yet, so the new skill would not load: say so.
    expect(a.stderr).toContain(`skillport trust ${proj}`);
    runCli(["trust", proj], { env });
    const again = runCli(["add", link, "--cwd", proj, "--force"], { env });
    expect(again.stderr).not.toContain("not trusted");
  });

  it("share refuses a skill that would not install (exit 1) and a missing path (exit 2)", () => {
    const { proj, env } = setup();
    writeTree(proj, { "bad/SKILL.md": "---\nname: bad\n---\n" });
    expect(runCli(["share", "bad", "--cwd", proj], { env }).code).toBe(1);
    expect(runCli(["share", "nope", "--cwd", proj], { env }).code).toBe(2);
    writeTree(proj, {
      "latin/SKILL.md": Buffer.from("---\nname: latin\ndescription: caf\xe9\n---\n", "latin1"),
    });
    const latin = runCli(["share", "latin", "--cwd", proj], { env });
    expect(latin.code).toBe(1);
    expect(latin.stderr).toContain("not UTF-8");
  });

  it("share checks the skill in the --mode given (default spec) and says which mode refused it", () => {
    const { proj, env } = setup();
    // argument-hint is a host extension: an unknown field (an error) in spec mode, fine in standard.
    writeTree(proj, { "hinted/SKILL.md": skillMd("hinted", "Takes a file.", 'argument-hint: "<file>"\n') });
    const spec = runCli(["share", "hinted", "--cwd", proj], { env });
    expect(spec.code).toBe(1);
    expect(spec.stdout).toBe("");
    expect(spec.stderr).toContain("is not a valid skill in spec mode, so it was not shared");
    expect(spec.stderr).toContain("skillport validate hinted --mode spec");
    expect(spec.stderr).not.toContain("could not be installed");
    const standard = runCli(["--mode", "standard", "share", "hinted", "--cwd", proj], { env });
    expect(standard.code).toBe(0);
    expect(standard.stdout.startsWith("skillport://skill?data=")).toBe(true);
    expect(standard.stderr).toContain("valid in standard mode but not in spec mode");
    const json = runCli(["--json", "share", "hinted", "--cwd", proj, "--mode", "standard"], { env });
    expect(JSON.parse(json.stdout)).toMatchObject({ name: "hinted", mode: "standard", installable: false });
    // Invalid in every mode: the refusal names the mode that was asked for.
    writeTree(proj, { "bare/SKILL.md": "---\nname: bare\n---\n" });
    const lenient = runCli(["share", "bare", "--cwd", proj, "--mode", "lenient"], { env });
    expect(lenient.code).toBe(1);
    expect(lenient.stderr).toContain("not a valid skill in lenient mode");
    const ok = runCli(["--json", "share", "src/pdf-tools", "--cwd", proj], { env });
    expect(JSON.parse(ok.stdout)).toMatchObject({ mode: "spec", installable: true });
  });

  it("add --scope user installs under ~/.agents/skills; --dry-run writes nothing; --json", () => {
    const { proj, home, env } = setup();
    const link = encodeShareLink(good);
    const dry = runCli(["add", link, "--scope", "user", "--dry-run", "--json", "--cwd", proj], { env });
    expect(dry.code).toBe(0);
    const out = JSON.parse(dry.stdout);
    expect(out).toMatchObject({ name: "pdf-tools", scope: "user", written: false });
    expect(out.path).toBe(join(home, ".agents", "skills", "pdf-tools", "SKILL.md"));
    expect(existsSync(out.path)).toBe(false);
    const real = runCli(["add", link, "--scope", "user", "--cwd", proj], { env });
    expect(real.code).toBe(0);
    expect(readFileSync(out.path, "utf8")).toBe(good);
  });

  it("add never overwrites an existing skill without --force (exit 1); --force replaces it atomically", () => {
    const { proj, env } = setup();
    const root = join(proj, "root");
    writeTree(root, { "pdf-tools/SKILL.md": "old", "pdf-tools/keep.md": "old resource" });
    const link = encodeShareLink(good);
    const refused = runCli(["add", link, "--root", root, "--cwd", proj], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--force");
    expect(readFileSync(join(root, "pdf-tools", "SKILL.md"), "utf8")).toBe("old");
    const forced = runCli(["add", link, "--root", root, "--force", "--cwd", proj], { env });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain("Replaced");
    expect(readdirSync(join(root, "pdf-tools"))).toEqual(["SKILL.md"]);
    expect(readdirSync(root)).toEqual(["pdf-tools"]);
  });

  it("add with --force replaces a symlink at the target without writing through it", () => {
    const { proj, env } = setup();
    const root = join(proj, "root");
    const outside = join(proj, "outside");
    writeTree(outside, { "SKILL.md": "outside" });
    link(outside, join(root, "pdf-tools"));
    const r = runCli(["add", encodeShareLink(good), "--root", root, "--force", "--cwd", proj], { env });
    expect(r.code).toBe(0);
    expect(readFileSync(join(outside, "SKILL.md"), "utf8")).toBe("outside");
    expect(readFileSync(join(root, "pdf-tools", "SKILL.md"), "utf8")).toBe(good);
  });

  it("add refuses hostile names and bad links with exit 1 and writes nothing anywhere", () => {
    const { proj, env } = setup();
    const root = join(proj, "root");
    for (const name of ["../escaped", "a/b", "/tmp/abs", "..", ".hidden"]) {
      const link = `skillport://skill?data=${b64(`---\nname: ${JSON.stringify(name)}\ndescription: d\n---\n`)}`;
      const r = runCli(["add", link, "--root", root, "--cwd", proj, "--force"], { env });
      expect(r.code, name).toBe(1);
      expect(r.stderr).toContain("share-link-invalid-skill");
    }
    // Not a link: a missing directory is a refusal too (other sources: test/install-*.test.ts).
    expect(runCli(["add", "./some/dir", "--root", root, "--cwd", proj], { env }).stderr).toContain(
      "install-source-not-found",
    );
    for (const link of ["skillport://skill?data=!!", "zed://other?data=QQ"]) {
      expect(runCli(["add", link, "--root", root, "--cwd", proj], { env }).code, link).toBe(1);
    }
    expect(existsSync(root)).toBe(false);
    expect(existsSync(join(proj, "escaped"))).toBe(false);
    expect(readdirSync(proj).sort()).toEqual(["src"]);
  });
});
