// The registry's web page: browse and search, a skill's page (rendered SKILL.md, files, versions, audit
// report, install commands) and a file view. Server-rendered HTML with no script at all; every value
// from a skill is escaped, and the CSP forbids scripts, inline styles, frames and foreign requests.

import { extractBody } from "../format/frontmatter.js";
import { unpackArchive } from "../install/archive.js";
import { DEFAULT_LIMITS } from "../install/tree.js";
import type { RegistryContext, Request } from "./api.js";
import { checkName } from "./api.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";
import { send } from "./http-util.js";
import { escapeHtml as h, renderMarkdown } from "./markdown.js";
import {
  artifactOf,
  latestOf,
  listLatest,
  skillMdOf,
  type VersionRow,
  versionOf,
  versionsOf,
} from "./store.js";
import { STYLE } from "./web-style.js";

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const PAGE = 50;

function page(title: string, body: string, query = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)} · skills registry</title><link rel="stylesheet" href="/assets/registry.css"></head>
<body><header><a class="home" href="/">skills registry</a>
<form action="/" method="get" role="search"><input type="search" name="q" value="${h(query)}" placeholder="Search skills" aria-label="Search skills"><button type="submit">Search</button></form>
</header><main>${body}</main></body></html>`;
}

const sendPage = (r: Request, status: number, html: string) =>
  send(r.res, status, html, "text/html; charset=utf-8", { "content-security-policy": CSP });

/** The registry's own URL as a client reaches it: --public-url, else the request's Host when it is one. */
function origin(ctx: RegistryContext, r: Request): string {
  if (ctx.publicUrl) return ctx.publicUrl.replace(/\/+$/, "");
  const host = r.req.headers.host ?? "";
  const proto = r.req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${proto}://${host}`
    : "http://REGISTRY";
}

const when = (ms: number | null) =>
  ms === null ? "" : new Date(ms).toISOString().slice(0, 16).replace("T", " ");

function skillRow(v: VersionRow, extra = ""): string {
  return `<li><a href="/skills/${h(v.skill)}"><strong>${h(v.skill)}</strong></a> <span class="ver">${h(v.version)}</span>${extra}<p>${h(v.description)}</p></li>`;
}

async function home(ctx: RegistryContext, r: Request): Promise<void> {
  const q = (r.url.searchParams.get("q") ?? "").slice(0, 200);
  if (q.trim() !== "") {
    const hits = await ctx.search.search(q, 50);
    const rows = new Map(
      (
        await latestOf(
          ctx.db,
          hits.map((x) => x.name),
        )
      ).map((v) => [v.skill, v]),
    );
    const items = hits.flatMap((x) => (rows.has(x.name) ? [skillRow(rows.get(x.name)!)] : []));
    const suggestion = items.length === 0 ? await ctx.search.suggest(q) : undefined;
    const none = `<p class="empty">No skill matches “${h(q)}”.${suggestion ? ` Did you mean <a href="/?q=${encodeURIComponent(suggestion)}">${h(suggestion)}</a>?` : ""}</p>`;
    sendPage(
      r,
      200,
      page(
        `Search: ${q}`,
        `<h1>Results for “${h(q)}”</h1>${items.length ? `<ul class="skills">${items.join("")}</ul>` : none}`,
        q,
      ),
    );
    return;
  }
  const after = r.url.searchParams.get("page") ?? "";
  const rows = await listLatest(ctx.db, PAGE + 1, after.slice(0, 64));
  const shown = rows.slice(0, PAGE);
  const more =
    rows.length > PAGE
      ? `<p><a class="next" href="/?page=${encodeURIComponent(shown[shown.length - 1]!.skill)}">More skills →</a></p>`
      : "";
  const list = shown.length
    ? `<ul class="skills">${shown.map((v) => skillRow(v)).join("")}</ul>${more}`
    : `<p class="empty">No skills published yet. Publish one with <code>skillport publish DIR --registry ${h(origin(ctx, r))}</code>.</p>`;
  sendPage(r, 200, page("Skills", `<h1>Skills</h1>${list}`));
}

function auditSection(v: VersionRow): string {
  const findings = v.audit?.findings ?? [];
  if (findings.length === 0)
    return `<section id="audit"><h2>Audit</h2><p class="ok">No findings.</p></section>`;
  const rows = findings
    .map(
      (f) =>
        `<tr class="sev-${h(f.severity)}"><td>${h(f.severity)}</td><td>${h(f.rule)}</td><td>${h(f.file)}:${f.line}</td><td>${h(f.why)}</td><td><code>${h(f.match)}</code></td></tr>`,
    )
    .join("");
  const note = v.audit.overridden
    ? `<p class="warn">Published over high-severity findings by an admin.</p>`
    : "";
  return `<section id="audit"><h2>Audit</h2>${note}<table><thead><tr><th>severity</th><th>rule</th><th>where</th><th>why</th><th>match</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

async function skillPage(ctx: RegistryContext, r: Request, name: string): Promise<void> {
  const wanted = r.url.searchParams.get("version") ?? "latest";
  const v = await versionOf(ctx.db, checkName(name), wanted.slice(0, 64));
  if (v === undefined)
    throw new RegistryError(REGISTRY_CODES.notFound, `The skill ${name} is not in this registry.`);
  const md = (await skillMdOf(ctx.db, v.id)) ?? "";
  const body = await renderMarkdown(extractBody(md));
  const versions = await versionsOf(ctx.db, v.skill, true);
  const base = origin(ctx, r);
  const q = `?version=${encodeURIComponent(v.version)}`;
  const files = v.files
    .map(
      (f) =>
        `<li><a href="/skills/${h(v.skill)}/files/${f.path.split("/").map(encodeURIComponent).join("/")}${q}">${h(f.path)}</a> <span class="size">${f.size} B</span></li>`,
    )
    .join("");
  const vrows = versions
    .map(
      (x) =>
        `<tr${x.yanked_ms !== null ? ' class="yanked"' : ""}><td><a href="/skills/${h(x.skill)}?version=${encodeURIComponent(x.version)}">${h(x.version)}</a>${x.yanked_ms !== null ? " (yanked)" : ""}</td><td>${h(when(x.published_ms))}</td><td>${h(x.publisher)}</td><td><code>${h(x.digest.slice(0, 19))}…</code></td><td>${h(x.worst ?? "none")}</td></tr>`,
    )
    .join("");
  const url =
    wanted === "latest"
      ? `${base}/skills/${v.skill}`
      : `${base}/skills/${v.skill}/versions/${encodeURIComponent(v.version)}`;
  const html = `<h1>${h(v.skill)} <span class="ver">${h(v.version)}</span>${v.yanked_ms !== null ? ' <span class="warn">yanked</span>' : ""}</h1>
<p class="desc">${h(v.description)}</p>
<section id="install"><h2>Install</h2><pre><code>skillport add ${h(url)}</code></pre><pre><code>npx skills add ${h(url)}</code></pre>
<p class="meta">Published ${h(when(v.published_ms))} by ${h(v.publisher)} · <code>${h(v.digest)}</code> · <a href="/v1/skills/${h(v.skill)}/versions/${encodeURIComponent(v.version)}/content">download</a></p></section>
<section id="skill-md"><h2>SKILL.md</h2><article class="markdown">${body}</article></section>
<section id="files"><h2>Files</h2><ul class="files">${files}</ul></section>
<section id="versions"><h2>Versions</h2><table><thead><tr><th>version</th><th>published</th><th>publisher</th><th>digest</th><th>audit</th></tr></thead><tbody>${vrows}</tbody></table></section>
${auditSection(v)}`;
  sendPage(r, 200, page(v.skill, html));
}

async function filePage(ctx: RegistryContext, r: Request, name: string, path: string): Promise<void> {
  const wanted = (r.url.searchParams.get("version") ?? "latest").slice(0, 64);
  const v = await versionOf(ctx.db, checkName(name), wanted);
  const missing = new RegistryError(REGISTRY_CODES.notFound, `That file of ${name} is not in this registry.`);
  if (v === undefined || !v.files.some((f) => f.path === path)) throw missing;
  const bytes = await artifactOf(ctx.db, v.id);
  if (bytes === undefined) throw missing;
  const files =
    v.kind === "skill-md"
      ? [{ path: "SKILL.md", data: bytes }]
      : (await unpackArchive(bytes, "tar.gz", DEFAULT_LIMITS)).files;
  const file = files.find((f) => f.path === path);
  if (file === undefined) throw missing;
  const { isUtf8 } = await import("node:buffer");
  const shown =
    isUtf8(file.data) && !file.data.includes(0)
      ? `<pre class="file"><code>${h(Buffer.from(file.data).toString("utf8"))}</code></pre>`
      : `<p>A binary file of ${file.data.length} bytes; it is not shown.</p>`;
  const back = `<p><a href="/skills/${h(v.skill)}?version=${encodeURIComponent(v.version)}">← ${h(v.skill)} ${h(v.version)}</a></p>`;
  sendPage(r, 200, page(`${v.skill}/${path}`, `${back}<h1>${h(path)}</h1>${shown}`));
}

/** Web routes; false when the path is not one. */
export async function webRoute(ctx: RegistryContext, r: Request): Promise<boolean> {
  const method = r.req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") return false;
  const path = r.url.pathname;
  if (path === "/") return home(ctx, r).then(() => true);
  if (path === "/assets/registry.css") {
    send(r.res, 200, STYLE, "text/css; charset=utf-8", { "cache-control": "public, max-age=3600" });
    return true;
  }
  const skill = /^\/skills\/([^/]+)\/?$/.exec(path);
  if (skill) return skillPage(ctx, r, decodeURIComponent(skill[1]!)).then(() => true);
  const file = /^\/skills\/([^/]+)\/files\/(.+)$/.exec(path);
  if (file) {
    const rel = file[2]!.split("/").map(decodeURIComponent).join("/");
    return filePage(ctx, r, decodeURIComponent(file[1]!), rel).then(() => true);
  }
  return false;
}
