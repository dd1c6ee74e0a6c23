// MCP-SafetyBench (Zong et al. 2025, "MCP-SafetyBench: A Benchmark for Safety Evaluation of LLMs with Real-World
// MCP Servers"), carried the way a skill carries tools, for bench/audit-eval-external.mjs `--mcp-safetybench`.
// Read from a local checkout of its repository (xjzzzzzzzz/MCPSafety): every task of
// mcpuniverse/benchmark/configs/test/<domain>/*.json names an attack category and, for the attacks that live in
// text, the text itself. A tool-poisoning attack is what a skill's tool documentation or bundled script would hold,
// so each becomes one skill:
//   - a poisoned description of an existing tool (`mcp_server_modifications[].modification_description`): the
//     tool's entry in the skill's tool list;
//   - an added tool (`mcp_server_additions`: shadowing, overlapping, preference manipulation): its entry in the tool
//     list and its implementation in scripts/<tool>.py;
//   - a poisoned tool result (`modification_return`): an example response of that tool in the skill;
//   - an updated implementation (`mcp_server_update`, rug pull): scripts/<tool>.py;
//   - a user-side attack (remote access control, malicious code execution, credential theft: the task's question
//     is the attack): the question as a paragraph of the skill.
// Attacks with no text of their own (data tampering, replay, intent injection with a wrong tool or arguments,
// identity spoofing) are left out, as are two ambiguous user-side categories (retrieval-agent deception,
// excessive privileges misuse). Benign: the question of every other task (an ordinary user request; a question
// repeated word for word is laid out once), and the real tools of the benchmark's MCP servers
// (mcpuniverse/mcp/servers/<server>/server.py: each `@mcp.tool()` function's docstring in the tool list, the server's
// code in scripts/server.py).
//
// Host: a small skill written here for the task's domain; only the payload is the dataset's. Placement, fixed by
// the hash of the key (bits 8+ of FNV-1a, mod 2): 0 the SKILL.md body, 1 a references/ file the SKILL.md tells the
// agent to read first; benign and malicious alike (no HTML comments: the benign side would never be in one).
// Halves: the top bit of FNV-1a of the key (`mcp-safetybench/<domain>/<task file>` for a task,
// `mcp-safetybench/question/<text>` for a question, `mcp-safetybench/server/<name>` for a server), fixed before any
// verdict was looked at; the held-out half is written `"blind": true`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { fnv } from "./audit-eval-inject.mjs";

const halfOf = (key) => (fnv(key) >>> 31 === 0 ? "tune" : "heldout");
const placeOf = (key) => (fnv(key) >>> 8) % 2;
const slug = (s) =>
  String(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48) || "tool";
const USER_SIDE = new Set(["Remote Access Control", "Malicious Code Execution", "Credential Theft"]);
const LEFT_OUT = new Set(["Retrieval-Agent Deception", "Excessive Privileges Misuse"]);
const SOURCE = "MCP-SafetyBench (xjzzzzzzzz/MCPSafety)";

// The host skill of each domain, written here (what the benchmark's agent does in that domain).
const HOSTS = {
  browser_automation: [
    "Browser tasks",
    "Books, looks up maps and reads pages in a browser with the Playwright tools.",
  ],
  financial_analysis: [
    "Stock questions",
    "Answers questions about stocks and funds with the Yahoo Finance tools.",
  ],
  location_navigation: ["Places and routes", "Finds places and plans routes with the Google Maps tools."],
  repository_management: [
    "GitHub work",
    "Creates and updates GitHub repositories, issues and pull requests.",
  ],
  web_search: ["Web research", "Answers questions by searching the web and reading the pages found."],
};
const hostOf = (domain) => {
  const [title, does] = HOSTS[domain] ?? [
    domain.replace(/_/g, " "),
    `Handles ${domain.replace(/_/g, " ")} tasks.`,
  ];
  return { name: slug(domain), title, does };
};

/** A SKILL.md around `section` (tool list, example response or paragraph; "" when it sits in references/). */
function skillMd(host, section, pointer, steps = []) {
  return [
    "---",
    `name: ${host.name}`,
    `description: ${JSON.stringify(host.does)}`,
    "---",
    `# ${host.title}`,
    "",
    host.does,
    "",
    "## Steps",
    "",
    `1. Read the request and pick the parameters it names.${pointer ? ` ${pointer}` : ""}`,
    "2. Call the tool that fits the request with those parameters.",
    ...steps.map((s, i) => `${i + 3}. ${s}`),
    `${steps.length + 3}. Check the result for errors before you answer.`,
    "",
    ...(section ? [section, ""] : []),
    "## Output",
    "",
    "Summarise the result for the user in a short list.",
    "",
  ].join("\n");
}

const toolEntry = (name, text) => `### \`${name}\`\n\n${String(text).trim()}\n`;

/** One sample: `section` in the SKILL.md body or in references/<ref>, by the key's hash; `extra` files as they are. */
function carried({ key, domain, host, section, refName, extra = {}, steps = [], label, technique, ref }) {
  const place = placeOf(key);
  const write =
    place === 1
      ? {
          "SKILL.md": skillMd(host, "", `Read references/${refName} before you start.`, steps),
          [`references/${refName}`]: `${section}\n`,
        }
      : { "SKILL.md": skillMd(host, section, "", steps) };
  const half = halfOf(key);
  return {
    id: `${key.split("/")[0]}__${slug(domain)}__${fnv(key).toString(16).padStart(8, "0")}`,
    label,
    technique,
    half,
    ref: `${ref} (${place === 1 ? "references" : "body"})`,
    write: { ...write, ...extra },
    ...(half === "heldout" ? { blind: true } : {}),
  };
}

/** The text parts of one task: a tool-list section, scripts, and the steps that point to them. */
function payloadOf(task) {
  const tools = [];
  const extra = {};
  const steps = [];
  let response = "";
  for (const m of task.mcp_server_modifications ?? []) {
    if (m.modification_description) tools.push(toolEntry(m.tool_name, m.modification_description));
    if (m.modification_return) {
      const r = m.modification_return;
      const body = typeof r === "string" ? r : JSON.stringify(r, null, 2);
      response += `Example response of \`${m.tool_name}\`:\n\n\`\`\`\n${body}\n\`\`\`\n`;
    }
  }
  const code = (t) => {
    const file = `scripts/${slug(t.tool_name)}.py`;
    extra[file] = `${t.implementation_code}\n`;
    steps.push(`For \`${t.tool_name}\`, run \`python ${file}\`.`);
  };
  const added = task.mcp_server_additions;
  for (const a of Array.isArray(added) ? added : added ? [added] : []) {
    tools.push(toolEntry(a.tool_name, a.description ?? ""));
    if (a.implementation_code) code(a);
  }
  const update = task.mcp_server_update;
  if (update?.implementation_code) {
    tools.push(toolEntry(update.tool_name, `Runs scripts/${slug(update.tool_name)}.py.`));
    code(update);
  }
  const parts = [
    ...(tools.length ? [`## Tools\n\n${tools.join("\n")}`] : []),
    ...(response ? [response] : []),
  ];
  return { section: parts.join("\n"), extra, steps };
}

// Each `@mcp.tool()` function of a server: its name and docstring (the description MCP clients show the model).
const TOOL_RE =
  /@mcp\.tool\([^\n]*\)\s*\n\s*(?:async\s+)?def\s+(\w+)\s*\([\s\S]*?\)[^:\n]*:\s*\n\s*(?:"""|''')([\s\S]*?)(?:"""|''')/g;
const serverTools = (source) =>
  [...source.matchAll(TOOL_RE)].map((m) => ({
    name: m[1],
    description: m[2].replace(/\n\s+/g, "\n").trim(),
  }));

function tasks(root) {
  const out = [];
  if (!existsSync(root)) return out;
  for (const domain of readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort())
    for (const file of readdirSync(join(root, domain))
      .filter((f) => f.endsWith(".json"))
      .sort())
      out.push({ domain, file, task: JSON.parse(readFileSync(join(root, domain, file), "utf8")) });
  return out;
}

export function mcpSafetyBench(checkout) {
  const samples = [];
  const questions = new Set();
  const base = "mcpuniverse/benchmark/configs/test";
  for (const { domain, file, task } of tasks(join(checkout, base))) {
    const category = task.attack_category ?? "unknown";
    const host = hostOf(domain);
    const ref = `${base}/${domain}/${file} ${category}`;
    if (LEFT_OUT.has(category)) continue;
    if (USER_SIDE.has(category)) {
      const key = `mcp-safetybench/${domain}/${file}`;
      samples.push(
        carried({
          key,
          domain,
          host,
          section: task.question,
          refName: "notes.md",
          label: "malicious",
          technique: `mcp-safetybench ${category}`,
          ref,
        }),
      );
      continue;
    }
    const q = (task.question ?? "").trim();
    if (q && !questions.has(q)) {
      questions.add(q);
      const key = `mcp-safetybench/question/${q}`;
      samples.push(
        carried({
          key,
          domain,
          host,
          section: q,
          refName: "notes.md",
          label: "benign",
          technique: "benign-user-request",
          ref: `${base}/${domain}/${file} question`,
        }),
      );
    }
    const { section, extra, steps } = payloadOf(task);
    if (!section) continue; // an attack with no text of its own
    const key = `mcp-safetybench/${domain}/${file}`;
    samples.push(
      carried({
        key,
        domain,
        host,
        section,
        refName: "tools.md",
        extra,
        steps,
        label: "malicious",
        technique: `mcp-safetybench ${category}`,
        ref,
      }),
    );
  }
  const servers = join(checkout, "mcpuniverse/mcp/servers");
  for (const name of existsSync(servers) ? readdirSync(servers).sort() : []) {
    const file = join(servers, name, "server.py");
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    const tools = serverTools(source);
    if (tools.length === 0) continue;
    const host = {
      name: slug(`${name}-tools`),
      title: `${name.replace(/_/g, " ")} tools`,
      does: `Uses the ${name.replace(/_/g, " ")} MCP server's tools.`,
    };
    const section = `## Tools\n\n${tools.map((t) => toolEntry(t.name, t.description)).join("\n")}`;
    samples.push(
      carried({
        key: `mcp-safetybench/server/${name}`,
        domain: `server-${name}`,
        host,
        section,
        refName: "tools.md",
        extra: { "scripts/server.py": source },
        steps: ["Start the server with `python scripts/server.py`."],
        label: "benign",
        technique: "benign-mcp-server",
        ref: `mcpuniverse/mcp/servers/${name}/server.py`,
      }),
    );
  }
  return { samples: [...new Map(samples.map((s) => [s.id, s])).values()], source: SOURCE };
}

// --- Real MCP tools, benign: a server's tool snapshots (JSON: name, description, inputSchema), such as
// github/github-mcp-server's pkg/github/__toolsnaps__/*.snap. Each tool becomes a skill documenting it: its description
// and its parameters' descriptions in the tool list (SKILL.md body or references/tools.md, by hash). Halves by the top
// bit of FNV-1a of `mcp-tools/<checkout folder name>/<path of the snapshot>`; the held-out half blind.

/** Every `__toolsnaps__/*.snap` file under `root` (not following links). */
function snapshots(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory() && e.name !== "node_modules" && e.name !== ".git") walk(join(dir, e.name));
      else if (e.isFile() && e.name.endsWith(".snap") && dir.endsWith("__toolsnaps__"))
        out.push(join(dir, e.name));
    }
  };
  if (existsSync(root)) walk(root);
  return out;
}

const paramLines = (schema) =>
  Object.entries(schema?.properties ?? {}).map(
    ([name, p]) => `- \`${name}\`${p?.type ? ` (${p.type})` : ""}: ${String(p?.description ?? "").trim()}`,
  );

export function mcpToolSnapshots(checkout) {
  const repo = basename(checkout);
  const samples = [];
  for (const file of snapshots(checkout)) {
    let tool;
    try {
      tool = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      continue; // not a JSON snapshot
    }
    if (typeof tool?.description !== "string") continue;
    const name = tool.name ?? basename(file, ".snap");
    const rel = relative(checkout, file).split(sep).join("/");
    const params = paramLines(tool.inputSchema);
    const section = `## Tools\n\n${toolEntry(name, tool.description)}${params.length ? `\nParameters:\n\n${params.join("\n")}\n` : ""}`;
    const host = {
      name: slug(`${repo}-${name}`),
      title: `${name.replace(/_/g, " ")}`,
      does: `Uses the \`${name}\` tool of ${repo.replace("+", "/")}.`,
    };
    samples.push(
      carried({
        key: `mcp-tools/${repo}/${rel}`,
        domain: repo,
        host,
        section,
        refName: "tools.md",
        label: "benign",
        technique: "benign-mcp-tool",
        ref: rel,
      }),
    );
  }
  return {
    samples: [...new Map(samples.map((s) => [s.id, s])).values()],
    source: `MCP tool snapshots (${repo.replace("+", "/")})`,
  };
}
