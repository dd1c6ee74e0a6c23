import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { terminalLine, terminalOutput, terminalText } from "../../../src/util/terminal.js";
import { CLI, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// Text from skill data never drives the terminal, hides or reorders what a reader sees, or forges lines.

const ESC = "\u001b";
/** Anything that must never reach a terminal raw from skill data. */
const RAW_UNSAFE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

describe("T4: terminal neutralisation (src/util/terminal.ts)", () => {
  it("T4: ESC, CSI, OSC, C0, DEL and C1 controls in a line are shown escaped, not sent", () => {
    const hostile = `a${ESC}[8mhidden${ESC}]0;title\u0007b\u009b2Jc\u0000d\u007fe\rf\ng\th`;
    const out = terminalLine(hostile);
    expect(out).toBe("a\\x1b[8mhidden\\x1b]0;title\\x07b\\x9b2Jc\\x00d\\x7fe\\rf\\ng\\th");
    expect(out).not.toMatch(RAW_UNSAFE);
    expect(out).not.toContain("\n");
  });

  it("T4: bidi overrides, isolates, zero-width characters, tags and smuggling variation selectors are shown", () => {
    const hostile =
      "x\u202eevil\u202c\u2066i\u2069\u200b\u200c\u200d\u2060\ufeff\u00ad\u{e0041}\u{e0100}\u3164\u2028y";
    const out = terminalLine(hostile);
    expect(out).toBe(
      "x\\u{202E}evil\\u{202C}\\u{2066}i\\u{2069}\\u{200B}\\u{200C}\\u{200D}\\u{2060}\\u{FEFF}\\xad\\u{E0041}\\u{E0100}\\u{3164}\\u{2028}y",
    );
  });

  it("T4: ordinary text, CJK, accents and composed emoji pass unchanged", () => {
    const fine = "Résumé 日本語 ❤️ 👩‍💻 👍🏽 a\\nb (a literal backslash-n)";
    expect(terminalLine(fine)).toBe(fine);
    expect(terminalText(fine)).toBe(fine);
  });

  it("T4: a block keeps newlines, tabs and CRLF but shows a lone CR and every escape", () => {
    expect(terminalText(`one\r\ntwo\tx\nthree\rFAKE${ESC}[2J`)).toBe("one\r\ntwo\tx\nthree\\rFAKE\\x1b[2J");
  });

  it("T4: the last net keeps the CLI's own colours and nothing else (no conceal, no OSC)", () => {
    const own = `${ESC}[1mbold${ESC}[22m ${ESC}[31mred${ESC}[39m ${ESC}[2mdim${ESC}[22m`;
    expect(terminalOutput(own)).toBe(own);
    expect(terminalOutput(`${ESC}[8mhidden ${ESC}[7minv ${ESC}]8;;http://x${ESC}\\`)).toBe(
      "\\x1b[8mhidden \\x1b[7minv \\x1b]8;;http://x\\x1b\\",
    );
    expect(terminalOutput("a\nb\tc", false)).toBe("a\\nb\\tc");
  });

  it("T4: property: a neutralised line never holds a raw control, bidi or zero-width character, nor a line break", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (s) => {
        const out = terminalLine(s);
        expect(out).not.toMatch(RAW_UNSAFE);
        expect(out).not.toMatch(/[\n\r\u2028\u2029]/);
        // Nothing is dropped silently: safe input is returned as it is.
        // biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists code points one by one, on purpose
        if (!/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115f\u1160\u3164\uffa0\u{e0100}-\u{e01ef}]/u.test(s))
          expect(out).toBe(s);
      }),
      { numRuns: 500 },
    );
  });
});

/** A root with a skill whose directory name and description carry escape sequences and a newline. */
function hostileRoot(): string {
  const root = tmp();
  writeTree(root, {
    [`ev${ESC}[8mil/SKILL.md`]:
      '---\nname: evil\ndescription: "hides \\e[8m the rest \\u202e and \\e]0;pwned\\a"\n---\nbody\n',
    "a\nfake  project  loaded/SKILL.md": skillMd("a"),
  });
  return root;
}

describe("T4: the CLI prints no escape sequence from skill data, piped or not", () => {
  it("T4: validate (the review step) shows \\e[8m and newlines in paths escaped", () => {
    const root = hostileRoot();
    const r = runCli(["validate", root]);
    expect(r.stdout + r.stderr).not.toContain(ESC);
    expect(r.stdout).toContain("ev\\x1b[8mil");
    // One result line per skill, one diagnostic line each, one summary line: no forged line.
    for (const line of r.stdout.split("\n").filter((l) => l.length > 0))
      expect(line).toMatch(/^(ok {2}|FAIL|\s{5}(error|warning|info)\[|\d+ checked)/);
  });

  it("T4: list: a newline in a directory name cannot forge a table row", () => {
    const root = hostileRoot();
    const r = runCli(["--root", root, "--no-user", "list", "--all"]);
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).not.toContain(ESC);
    const rows = r.stdout.trimEnd().split("\n");
    // Header, the two skills and the built-in create-skill: exactly four lines.
    expect(rows).toHaveLength(4);
    expect(rows.filter((l) => l.includes("loaded"))).toHaveLength(3);
    expect(r.stdout).toContain("a\\nfake");
  });

  it("T4: search and doctor show descriptions and names escaped", () => {
    const root = hostileRoot();
    const s = runCli(["--root", root, "--no-user", "search", "hides"]);
    expect(s.stdout).toContain("hides \\x1b[8m the rest \\u{202E} and \\x1b]0;pwned\\x07");
    expect(s.stdout + s.stderr).not.toMatch(RAW_UNSAFE);
    const d = runCli(["--root", root, "--no-user", "doctor"]);
    expect(d.stdout + d.stderr).not.toContain(ESC);
  });

  it("T4: an error message quoting skill data is one escaped line", () => {
    const r = runCli(["--no-user", "activate", `no${ESC}]0;x\u0007\nforged`]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain(ESC);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  const hasScript = existsSync("/usr/bin/script");
  it.skipIf(!hasScript)(
    "T4: on a terminal, activate's body keeps its lines but not its escape sequences; piped it stays byte-exact",
    () => {
      const root = tmp();
      const body = `line one\n${ESC}]0;pwned\u0007${ESC}[8mhidden\u202e\nline three\n`;
      writeTree(root, { "tty/SKILL.md": skillMd("tty", "Tty test.", "", body) });
      const piped = runCli(["--root", root, "--no-user", "activate", "tty"]);
      expect(piped.stdout).toContain(body.trimEnd());
      const home = tmp();
      mkdirSync(join(home, ".config"), { recursive: true });
      // `script` gives the CLI a pseudo-terminal as stdout; the transcript is what the terminal got.
      const cmd = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} --root ${JSON.stringify(root)} --no-user activate tty`;
      const r = spawnSync("script", ["-qfec", cmd, "/dev/null"], {
        encoding: "utf8",
        env: { ...process.env, HOME: home, NO_COLOR: "1", XDG_CONFIG_HOME: join(home, ".config") },
        timeout: 30_000,
      });
      expect(r.stdout).toContain("line one");
      expect(r.stdout).toContain("\\x1b]0;pwned\\x07\\x1b[8mhidden\\u{202E}");
      expect(r.stdout).not.toContain(ESC);
    },
  );
});

describe("C2/T4: the catalog replaces every control but tab and newline, in every format", () => {
  it("C2: a carriage return in a description never reaches the XML catalog, a C1 control never the JSON one", async () => {
    const { loadSkills } = await import("../../../src/load.js");
    const { renderCatalog } = await import("../../../src/catalog/render.js");
    const root = writeTree(tmp(), {
      "cr/SKILL.md": '---\nname: cr\ndescription: "visible\\roverwritten \\x9b2J c1 \\x85 nel"\n---\nbody\n',
    });
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    for (const format of ["xml", "markdown", "json"] as const) {
      const text = renderCatalog(set, { format });
      expect(text, format).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      // Markdown folds line breaks (CR included) into a space; the other formats replace CR.
      const cr = format === "markdown" ? " " : "\ufffd";
      expect(text, format).toContain(`visible${cr}overwritten \ufffd2J c1 \ufffd nel`);
    }
  });
});
