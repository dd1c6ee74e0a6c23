// The web page in this process: hostile skill content is shown as text, never as markup; the CSP
// allows no script; browse, search, skill and file pages answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown, safeHref } from "../../../src/registry/markdown.js";
import { skillMd } from "../../helpers/index.js";
import { packSkill, publish, startRegistry, type TestRegistry } from "../../helpers/registry-helpers.js";

const HOSTILE_MD = `---
name: evil
description: "<script>alert(1)</script> <img src=x onerror=alert(2)>"
---
# Evil <script>alert(3)</script>

<img src=x onerror="alert(4)">

[click](javascript:alert(5)) [data](data:text/html,<script>alert(6)</script>) [ok](https://example.com/a?b=1&c=2)

![pixel](https://tracker.example/p.png)

<a href="javascript:alert(7)">raw</a> <iframe src="https://evil.example"></iframe> <style>body{display:none}</style>
`;

let reg: TestRegistry;
const page = async (path: string) => {
  const res = await fetch(`${reg.url}${path}`);
  return { status: res.status, html: await res.text(), headers: res.headers };
};

beforeAll(async () => {
  reg = await startRegistry();
  await publish(
    reg.url,
    await packSkill({
      "SKILL.md": HOSTILE_MD,
      "notes/x.md": "<script>alert(8)</script>\n",
      "bin/tool": Buffer.from([0, 1, 2, 255]),
    }),
  );
  await publish(
    reg.url,
    await packSkill({
      "SKILL.md": skillMd(
        "pdf-tools",
        "Fill and merge PDF forms.",
        'metadata:\n  version: "1.2.0"\n',
        "# PDF tools\n\n**Fill** forms.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
      ),
    }),
  );
}, 60_000);
afterAll(() => reg?.close());

describe("web page", () => {
  it("shows hostile SKILL.md content as text: no script, handler, frame, style or foreign image", async () => {
    const { status, html, headers } = await page("/skills/evil");
    expect(status).toBe(200);
    expect(headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(headers.get("content-security-policy")).not.toMatch(/unsafe-inline|script-src/);
    // Tags and attributes of the author's: escaped text (`&lt;img … onerror=`) is no tag.
    const m = /<script|<iframe|<style|<img|<[a-z][^>]*\son\w+=|href="javascript:|href="data:/i.exec(html);
    expect(m && html.slice(m.index - 80, m.index + 80)).toBeNull();
    expect(html).toContain("&lt;script&gt;alert(3)&lt;/script&gt;");
    expect(html).toContain('href="https://example.com/a?b=1&amp;c=2"');
    expect(html).toContain("[image: pixel]");
  });

  it("shows files escaped, binary files not at all", async () => {
    const text = await page("/skills/evil/files/notes/x.md");
    expect(text.status).toBe(200);
    expect(text.html).toContain("&lt;script&gt;alert(8)&lt;/script&gt;");
    expect(text.html).not.toContain("<script");
    const bin = await page("/skills/evil/files/bin/tool");
    expect(bin.html).toContain("binary file of 4 bytes");
    expect((await page("/skills/evil/files/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await page("/skills/evil/files/nope.md")).status).toBe(404);
  });

  it("renders a skill page with its install command, versions and audit", async () => {
    const { html } = await page("/skills/pdf-tools");
    expect(html).toContain("<strong>Fill</strong>");
    expect(html).toContain("<table>");
    expect(html).toMatch(/skillport add http:\/\/127\.0\.0\.1:\d+\/skills\/pdf-tools/);
    expect(html).toContain('id="versions"');
    expect(html).toContain('id="audit"');
  });

  it("browses and searches; an unknown skill is a 404 page", async () => {
    const home = await page("/");
    expect(home.html).toContain('href="/skills/pdf-tools"');
    const search = await page("/?q=pdf");
    expect(search.html).toContain('href="/skills/pdf-tools"');
    expect(search.html).not.toContain('href="/skills/evil"');
    const reflected = await page(`/?q=${encodeURIComponent('"><script>alert(9)</script>')}`);
    expect(reflected.html).not.toContain("<script");
    expect((await page("/skills/nope")).status).toBe(404);
    expect((await page("/assets/registry.css")).headers.get("content-type")).toMatch(/text\/css/);
  });

  it("a hostile Host header does not reach the page", async () => {
    const { request } = await import("node:http");
    const html = await new Promise<string>((resolve, reject) => {
      const u = new URL(`${reg.url}/skills/pdf-tools`);
      const req = request(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          headers: { host: 'x"><script>alert(1)</script>' },
        },
        (res) => {
          let body = "";
          res.on("data", (c: Buffer) => {
            body += c.toString();
          });
          res.on("end", () => resolve(body));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(html).not.toContain("<script");
    expect(html).toContain("http://REGISTRY/skills/pdf-tools");
  });
});

describe("markdown", () => {
  it("keeps only safe link targets", () => {
    expect(safeHref("https://a.example/x")).toBe("https://a.example/x");
    expect(safeHref("docs/x.md")).toBe("docs/x.md");
    expect(safeHref("#part")).toBe("#part");
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example/x",
    ]) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
  });

  it("escapes raw HTML blocks and inline HTML", async () => {
    const html = await renderMarkdown('<div onclick="x">a</div>\n\ntext <b onmouseover="y">b</b>');
    expect(html).not.toMatch(/<div|<b /);
    expect(html).toContain("&lt;div onclick=&quot;x&quot;&gt;");
  });
});
