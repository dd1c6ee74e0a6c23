import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HAS_CHROMIUM, spawnChromium, warnIfNoChromium } from "../../helpers/chromium.js";
import { skillMd, tmp } from "../../helpers/index.js";
import { decodePng } from "../../helpers/png.js";
import { packSkill, publish, startRegistry, type TestRegistry } from "../../helpers/registry-helpers.js";

warnIfNoChromium("the registry's browser tests");

/**
 * Runs headless Chromium on `url` with `args` (--screenshot, --dump-dom); resolves its stdout. Not
 * spawnSync: the registry answers from this very process.
 */
function chromium(url: string, args: readonly string[]): Promise<string> {
  const { child } = spawnChromium(url, args, "pipe");
  let out = "";
  child.stdout!.on("data", (c: Buffer) => {
    out += c.toString("utf8");
  });
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("chromium did not finish in 90 s"));
    }, 90_000);
    child.once("error", reject);
    child.once("close", () => {
      clearTimeout(timer);
      resolvePromise(out);
    });
  });
}

const HOSTILE = `---
name: evil-page
description: "<img src=x onerror=\\"document.body.dataset.pwned='desc'\\">"
---
# Title <script>document.body.dataset.pwned='h1'</script>

<img src=x onerror="document.body.dataset.pwned='img'">

<svg onload="document.body.dataset.pwned='svg'"></svg>

[link](javascript:document.body.dataset.pwned='link')
`;

describe.skipIf(!HAS_CHROMIUM)("registry web page in headless Chromium", () => {
  let reg: TestRegistry;
  beforeAll(async () => {
    reg = await startRegistry();
    await publish(reg.url, await packSkill({ "SKILL.md": HOSTILE }));
    await publish(
      reg.url,
      await packSkill({
        "SKILL.md": skillMd(
          "pdf-tools",
          "Fill, merge and split PDF forms.",
          'metadata:\n  version: "1.2.0"\n',
          "# PDF tools\n\nUse this skill to **fill** forms.\n\n## Steps\n\n1. Run `scripts/fill.py`\n2. Check the output\n",
        ),
        "scripts/fill.py": "print('fill')\n",
      }),
    );
  }, 60_000);
  afterAll(() => reg?.close());

  it("draws a skill's page with its stylesheet: header, search button, rendered SKILL.md", async () => {
    const shot = join(tmp(), "skill.png");
    await chromium(`${reg.url}/skills/pdf-tools`, ["--window-size=1280,1000", `--screenshot=${shot}`]);
    const img = decodePng(readFileSync(shot));
    expect([img.width, img.height]).toEqual([1280, 1000]);
    let accent = 0;
    let dark = 0;
    for (let y = 0; y < img.height; y += 2) {
      for (let x = 0; x < img.width; x += 2) {
        const [r, g, b] = img.pixel(x, y);
        // The search button's colour (#2454d6) exists only if /assets/registry.css loaded under the CSP.
        if (Math.abs(r - 0x24) < 12 && Math.abs(g - 0x54) < 12 && Math.abs(b - 0xd6) < 12) accent++;
        if (r < 90 && g < 90 && b < 90) dark++;
      }
    }
    expect(accent).toBeGreaterThan(200);
    // Text is drawn (headings, the SKILL.md, tables): a blank or unstyled error page has far less.
    expect(dark).toBeGreaterThan(2000);
    // The header band is its light grey, not the page's white: the CSS applied.
    expect(img.pixel(1270, 5).slice(0, 3)).toEqual([0xfa, 0xfb, 0xfc]);
  }, 120_000);

  it("runs nothing of a hostile skill: no script element, no handler fired", async () => {
    const dom = await chromium(`${reg.url}/skills/evil-page`, ["--dump-dom", "--virtual-time-budget=3000"]);
    expect(dom).toContain("evil-page");
    expect(dom).not.toMatch(/data-pwned/);
    expect(dom).not.toMatch(/<script|<svg|<img/i);
    expect(dom).toContain("&lt;script&gt;");
  }, 120_000);

  it("draws search results and the home page", async () => {
    const dom = await chromium(`${reg.url}/?q=pdf`, ["--dump-dom"]);
    expect(dom).toContain('href="/skills/pdf-tools"');
    expect(dom).not.toContain('href="/skills/evil-page"');
    const home = await chromium(`${reg.url}/`, ["--dump-dom"]);
    expect(home).toContain('href="/skills/evil-page"');
  }, 120_000);
});
