// SKILL.md as HTML for the web page. Skill content is hostile: raw HTML in it is shown as text, links
// keep only http(s), mailto and relative targets, images become links (no request leaves the page),
// and the page's CSP allows no script at all. `marked` is an optional peer: without it the text is
// shown escaped, as written.

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A link target safe to put in href, or undefined. */
export function safeHref(href: string): string | undefined {
  const h = href.trim();
  if (/^(https?:|mailto:)/i.test(h)) return h;
  // Relative (no scheme): a colon before any / ? # would be a scheme such as javascript:.
  if (!/^[^/?#]*:/.test(h) && !h.startsWith("//")) return h;
  return undefined;
}

type Render = (markdown: string) => string;
let renderer: Promise<Render> | undefined;

async function load(): Promise<Render> {
  let mod: typeof import("marked");
  try {
    const name = "marked";
    mod = (await import(name)) as typeof import("marked");
  } catch {
    return (md) => `<pre class="raw">${escapeHtml(md)}</pre>`;
  }
  const marked = new mod.Marked({
    gfm: true,
    async: false,
    renderer: {
      html: (t) => escapeHtml(t.text),
      link(t) {
        const text = this.parser.parseInline(t.tokens);
        const href = safeHref(t.href);
        if (href === undefined) return text;
        const title = t.title ? ` title="${escapeHtml(t.title)}"` : "";
        return `<a href="${escapeHtml(href)}"${title} rel="nofollow noopener noreferrer">${text}</a>`;
      },
      image(t) {
        const href = safeHref(t.href);
        const alt = escapeHtml(t.text || "image");
        return href === undefined
          ? alt
          : `<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer">[image: ${alt}]</a>`;
      },
    },
  });
  return (md) => marked.parse(md) as string;
}

/** Renders Markdown to HTML that holds no markup of the author's own. */
export async function renderMarkdown(markdown: string): Promise<string> {
  renderer ??= load();
  return (await renderer)(markdown);
}
