// A template or text-row file the SKILL.md sends the agent to (followed.ts) is read by the prose rules too:
// an order in an HTML comment, a Jinja block or a notebook's Markdown cell is read by the agent as prose, but
// the prose rules read only Markdown. Its markup is blanked to spaces, so lines and columns stay the file's.

/** Templates, text and text rows: what an agent reads as prose once it is sent there. */
const TEMPLATE =
  /\.(?:html?|xhtml|txt|text|ep|dot|j2|jinja2?|hbs|handlebars|mustache|tmpl|tpl|liquid|njk|erb|ejs|xml|svg|ipynb|csv|tsv|jsonl|ndjson|eml|prompt)$/i;
export const isTemplate = (path: string): boolean => TEMPLATE.test(path);

/**
 * Markup an agent does not read as words: comment and template delimiters, tags (up to 400 characters, on one
 * line), entity-free. Quotes and escaped newlines of JSON-like rows (a notebook cell, a "prompt" field) too.
 */
const MARKUP =
  /<!--!?|-->|<\/?[A-Za-z][^<>\n]{0,400}>|\{\{[#/^!>&]{0,2}|\}\}|\{%-?|-?%\}|\{#|#\}|<%[=#-]?|-?%>/g;
const ROW_MARKUP = /\\n|\\"|"/g;
const ROWS = /\.(?:ipynb|csv|tsv|jsonl|ndjson)$/i;

const blank = (m: string): string => m.replace(/[^\n]/g, " ");

/** `text` of the template at `path` with its markup blanked: same length, same lines. */
export function templateProse(path: string, text: string): string {
  const out = text.replace(MARKUP, blank);
  return ROWS.test(path) ? out.replace(ROW_MARKUP, blank) : out;
}
