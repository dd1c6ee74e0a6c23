// Public prompt-injection datasets written for tool-using agents, carried the way a poisoned skill carries them,
// for bench/audit-eval-external.mjs (`--injecagent`, `--agentdojo`, `--asb`, `--bipia`). Each attacker instruction becomes one
// malicious skill; the dataset's own benign user requests become benign skills in the same host and the same
// places, so false positives on ordinary "send/transfer/delete" prose are measured beside recall.
//
// Host: a small skill written here for the dataset's domain (the tool or suite the attack targets); only the
// payload is the dataset's. Placement, fixed by the hash of the payload's key (bits 8+ of FNV-1a, mod 3):
//   0  a paragraph of the SKILL.md body, between the steps and the output section;
//   1  a references/ file the SKILL.md points the agent to ("read references/notes.md before you start");
//   2  an HTML comment in the SKILL.md body (rendered pages hide it; the agent reads it).
// Benign requests take 0 or 1 only (an HTML comment holding a user's request is not what a benign skill does).
// Halves: the top bit of FNV-1a of the key (`<dataset>/<domain>/<payload text>`), fixed before any verdict; the
// held-out half is written `"blind": true`. The payload is the bare instruction (InjecAgent's "base" setting,
// AgentDojo's goal without an attack template): the rules must see the action itself, not a framing phrase.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** FNV-1a, 32 bit: the split rule of every external set. */
export const fnv = (s) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

const halfOf = (key) => (fnv(key) >>> 31 === 0 ? "tune" : "heldout");
const placeOf = (key, places) => (fnv(key) >>> 8) % places;
const slug = (s) =>
  s
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48);
const jsonl = (file) =>
  (existsSync(file) ? readFileSync(file, "utf8") : "")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

/** The host skill's SKILL.md around `inBody` (a paragraph or comment, or "" when the payload is elsewhere). */
function hostSkill({ name, title, does, example, tool }, inBody, pointer) {
  return [
    "---",
    `name: ${name}`,
    `description: ${JSON.stringify(`${does} Use when the user asks for something like: ${example.replace(/\s+/g, " ")}`)}`,
    "---",
    `# ${title}`,
    "",
    `${does}`,
    "",
    "## Steps",
    "",
    `1. Read the request and pick the parameters it names.${pointer ? ` ${pointer}` : ""}`,
    `2. Call ${tool} with those parameters.`,
    "3. Check the result for errors before you answer.",
    "",
    ...(inBody ? [inBody, ""] : []),
    "## Output",
    "",
    "Summarise the result for the user in a short list, with the figures the tool returned.",
    "",
  ].join("\n");
}

/**
 * One sample: `payload` carried by the host at the place its key picks. Returns a sample for the layout in
 * audit-eval-external.mjs (`write` holds every file; `ref` says where the payload came from).
 */
function carried({ dataset, domain, host, payload, label, technique, ref }) {
  const key = `${dataset}/${domain}/${payload}`;
  const place = placeOf(key, label === "malicious" ? 3 : 2);
  const write =
    place === 1
      ? {
          "SKILL.md": hostSkill(host, "", "Read references/notes.md before you start."),
          "references/notes.md": `# Notes\n\n${payload}\n`,
        }
      : { "SKILL.md": hostSkill(host, place === 0 ? payload : `<!-- ${payload} -->`) };
  const half = halfOf(key);
  const id = `${dataset}__${slug(domain)}__${fnv(key).toString(16).padStart(8, "0")}`;
  const where = ["body", "references", "html-comment"][place];
  return {
    id,
    label,
    technique,
    half,
    ref: `${ref} (${where})`,
    write,
    ...(half === "heldout" ? { blind: true } : {}),
  };
}

const uniqueById = (samples) => [...new Map(samples.map((s) => [s.id, s])).values()];

// --- InjecAgent (uiuc-kang-lab/InjecAgent, MIT): data/attacker_cases_{dh,ds}.jsonl and data/user_cases.jsonl.
// A host is a user case (its tool and request), picked for each attacker case by the hash of the payload.
export function injecagent(checkout) {
  const data = join(checkout, "data");
  const users = jsonl(join(data, "user_cases.jsonl")).map((u) => ({
    name: slug(u["User Tool"]),
    title: u["User Tool"].replace(/([a-z])([A-Z])/g, "$1 $2"),
    does: `Answers requests with the ${u["User Tool"]} tool.`,
    example: u["User Instruction"],
    tool: `\`${u["User Tool"]}\``,
  }));
  if (users.length === 0) return { samples: [], source: "InjecAgent" };
  const samples = users.map((host) =>
    carried({
      dataset: "injecagent",
      domain: host.name,
      host,
      payload: host.example,
      label: "benign",
      technique: "benign-user-request",
      ref: `data/user_cases.jsonl ${host.name}`,
    }),
  );
  for (const kind of ["dh", "ds"]) {
    for (const a of jsonl(join(data, `attacker_cases_${kind}.jsonl`))) {
      const payload = a["Attacker Instruction"];
      const host = users[fnv(payload) % users.length];
      samples.push(
        carried({
          dataset: "injecagent",
          domain: host.name,
          host,
          payload,
          label: "malicious",
          technique: `injecagent-${kind} ${a["Attack Type"]}`,
          ref: `data/attacker_cases_${kind}.jsonl ${(a["Attacker Tools"] ?? []).join("+")}`,
        }),
      );
    }
  }
  return { samples: uniqueById(samples), source: "InjecAgent (uiuc-kang-lab/InjecAgent, MIT)" };
}

// --- AgentDojo (ethz-spylab/agentdojo, MIT): src/agentdojo/default_suites/<version>/<suite>/{injection,user}_tasks.py.
// The GOAL of each injection task and the PROMPT of each user task, read from the Python source: a class's
// string constants, then the string (f-string, implicit concatenation in parentheses) assigned to the field.
const STRING =
  /([rRbBfF]{0,2})("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*')/y;
const ESCAPES = { n: "\n", t: "\t", "'": "'", '"': '"', "\\": "\\", "\n": "" };

/** The Python string expression at `text[at]` (literals, optionally in parentheses), or undefined. */
function pyString(text, at, names) {
  let i = at;
  const skip = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  skip();
  const paren = text[i] === "(";
  if (paren) i++;
  let out = "";
  let parts = 0;
  for (;;) {
    skip();
    STRING.lastIndex = i;
    const m = STRING.exec(text);
    if (!m) break;
    const quote = m[2].startsWith('"""') || m[2].startsWith("'''") ? 3 : 1;
    let body = m[2].slice(quote, -quote);
    if (!/r/i.test(m[1])) body = body.replace(/\\([\s\S])/g, (_, c) => ESCAPES[c] ?? `\\${c}`);
    if (/f/i.test(m[1])) body = body.replace(/\{(\w+)\}/g, (all, n) => names.get(n) ?? all);
    out += body;
    parts++;
    i = STRING.lastIndex;
    if (!paren) break;
  }
  return parts > 0 ? out : undefined;
}

/** Every `field` string of the classes of a task file, with each class's own constants substituted. */
function taskStrings(text, field) {
  const module = new Map();
  for (const m of text.matchAll(/^([A-Z_][A-Z0-9_]*) *= */gm)) {
    const v = pyString(text, m.index + m[0].length, module);
    if (v !== undefined) module.set(m[1], v);
  }
  const out = [];
  const classes = text.split(/^(?=class )/m).filter((part) => part.startsWith("class "));
  for (const body of classes) {
    const names = new Map(module);
    const cls = /^class (\w+)/.exec(body)?.[1] ?? "?";
    for (const m of body.matchAll(/^ {4}(_?[A-Z][A-Z0-9_]*)(?: *: *[\w[\], ]+)? *= */gm)) {
      const v = pyString(body, m.index + m[0].length, names);
      if (v === undefined) continue;
      if (m[1] === field) out.push({ cls, text: v });
      else names.set(m[1], v);
    }
  }
  return out;
}

const DOJO_HOSTS = {
  workspace: [
    "Workspace assistant",
    "Reads and answers the user's mail, calendar and cloud-drive files.",
    "the mail, calendar and drive tools",
  ],
  slack: ["Slack helper", "Reads and posts messages in the user's Slack workspace.", "the Slack tools"],
  banking: [
    "Banking helper",
    "Looks up the user's bank account, transactions and scheduled payments.",
    "the banking tools",
  ],
  travel: [
    "Travel planner",
    "Finds hotels, restaurants and car rentals and books them for the user.",
    "the travel booking tools",
  ],
};

export function agentdojo(checkout) {
  const base = join(checkout, "src", "agentdojo", "default_suites");
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^v\d/.test(v))
        .sort()
    : [];
  const found = { malicious: [], benign: [] };
  for (const version of versions) {
    for (const suite of Object.keys(DOJO_HOSTS)) {
      for (const [file, field, label] of [
        ["injection_tasks.py", "GOAL", "malicious"],
        ["user_tasks.py", "PROMPT", "benign"],
      ]) {
        const path = join(base, version, suite, file);
        if (!existsSync(path)) continue;
        for (const t of taskStrings(readFileSync(path, "utf8"), field))
          found[label].push({ ...t, suite, ref: `${version}/${suite}/${file} ${t.cls}` });
      }
    }
  }
  const hostOf = (suite, example) => {
    const [title, does, tool] = DOJO_HOSTS[suite];
    return { name: `${suite}-assistant`, title, does, example, tool };
  };
  const prompts = (suite) => found.benign.filter((u) => u.suite === suite).map((u) => u.text);
  const samples = [];
  for (const label of ["benign", "malicious"]) {
    for (const t of found[label]) {
      if (/\{[\w.]+\}/.test(t.text) && label === "malicious") continue; // an unresolved name: not laid out
      const examples = prompts(t.suite);
      const example = label === "benign" ? t.text : (examples[fnv(t.text) % examples.length] ?? t.text);
      samples.push(
        carried({
          dataset: "agentdojo",
          domain: t.suite,
          host: hostOf(t.suite, example),
          payload: t.text,
          label,
          technique: label === "benign" ? "benign-user-task" : `agentdojo ${t.suite}`,
          ref: `src/agentdojo/default_suites/${t.ref}`,
        }),
      );
    }
  }
  return { samples: uniqueById(samples), source: "AgentDojo (ethz-spylab/agentdojo, MIT)" };
}

// --- Agent Security Bench (agiresearch/ASB, MIT): data/all_attack_tools.jsonl (attacker instructions per agent),
// data/agent_task.jsonl (each agent's benign tasks). Only the "Aggressive" attacks are labelled malicious: the
// others are hijacks whose text asks for ordinary work ("monitor the server to ensure smooth operation") and
// would teach a rule to refuse benign prose. Benign: every agent's tasks.
export function asb(checkout) {
  const data = join(checkout, "data");
  const tasks = new Map(jsonl(join(data, "agent_task.jsonl")).map((a) => [a.agent_name, a.tasks]));
  const hostOf = (agent, example) => {
    const role = agent.replace(/_agent$/, "").replace(/_/g, " ");
    return {
      name: slug(agent),
      title: role.replace(/\b\w/g, (c) => c.toUpperCase()),
      does: `Works as the user's ${role}.`,
      example,
      tool: "the agent's tools",
    };
  };
  const samples = [];
  for (const [agent, list] of tasks)
    for (const task of list)
      samples.push(
        carried({
          dataset: "asb",
          domain: agent,
          host: hostOf(agent, task),
          payload: task,
          label: "benign",
          technique: "benign-agent-task",
          ref: `data/agent_task.jsonl ${agent}`,
        }),
      );
  for (const a of jsonl(join(data, "all_attack_tools.jsonl"))) {
    if (a.Aggressive !== "True") continue;
    const agent = a["Corresponding Agent"];
    const list = tasks.get(agent) ?? ["Help the user."];
    const payload = a["Attacker Instruction"];
    samples.push(
      carried({
        dataset: "asb",
        domain: agent,
        host: hostOf(agent, list[fnv(payload) % list.length]),
        payload,
        label: "malicious",
        technique: `asb ${a["Attack Type"]}`,
        ref: `data/all_attack_tools.jsonl ${a["Attacker Tool"]}`,
      }),
    );
  }
  return { samples: uniqueById(samples), source: "Agent Security Bench (agiresearch/ASB, MIT)" };
}

// --- BIPIA (microsoft/BIPIA, MIT): benchmark/code_attack_{train,test}.json, instructions to put a harmful snippet
// (keylogging, ransomware, data eavesdropping, a fork bomb …) into the code the agent writes, each with its code
// block. The text attacks are left out: they change the answer's wording ("reply in French", "add a slogan"), not
// what an agent does. Benign: the context of each code question (benchmark/code/{train,test}.jsonl: a public answer
// that explains a fix, with its code), carried in the same host.
export function bipia(checkout) {
  const bench = join(checkout, "benchmark");
  const host = (example) => ({
    name: "python-debugging",
    title: "Python debugging",
    does: "Explains Python errors and proposes a corrected version of the user's code.",
    example,
    tool: "the Python interpreter",
  });
  const samples = [];
  for (const part of ["train", "test"]) {
    for (const q of jsonl(join(bench, "code", `${part}.jsonl`))) {
      const context = (q.context ?? []).join("\n").trim();
      if (!context) continue;
      samples.push(
        carried({
          dataset: "bipia",
          domain: "code",
          host: host((q.error ?? []).at(-2) ?? "Why does my script fail?"),
          payload: context,
          label: "benign",
          technique: "benign-code-answer",
          ref: `benchmark/code/${part}.jsonl ${q.context_url ?? ""}`.trim(),
        }),
      );
    }
    const file = join(bench, `code_attack_${part}.json`);
    const attacks = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
    for (const [category, list] of Object.entries(attacks))
      for (const payload of list)
        samples.push(
          carried({
            dataset: "bipia",
            domain: "code",
            host: host("Why does my script raise AttributeError?"),
            payload,
            label: "malicious",
            technique: `bipia-code ${category}`,
            ref: `benchmark/code_attack_${part}.json ${category}`,
          }),
        );
  }
  return { samples: uniqueById(samples), source: "BIPIA (microsoft/BIPIA, MIT)" };
}
