#!/usr/bin/env node
// Lays out public labelled skill datasets that are not committed here as an `--external` folder for
// bench/audit-eval.mjs (a manifest.json and one folder per sample), so the audit is also measured on
// data nobody in this project wrote. Reads a local checkout; downloads nothing.
//
//   node bench/audit-eval-external.mjs --skillfortify CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --cisco CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --progent CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --benign CHECKOUT [--whole] --out DIR
//   node bench/audit-eval-external.mjs --docs FOLDER [--docs …] [--benign CHECKOUT …] --out DIR
//   node bench/audit-eval-external.mjs --skill-inject CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --skill-inject-phrasing CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --clawhub CHECKOUT [--exclude DIR …] --out DIR
//   node bench/audit-eval-external.mjs --skillspector CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --injecagent CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --agentdojo CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --asb CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --bipia CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --mcp-safetybench CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --mcp-tools CHECKOUT --out DIR
//
// --skillfortify: a checkout of qualixar/skillfortify (SkillFortifyBench, MIT): the SKILL.md-based formats
//   benchmarks/skills/{claude,openclaw}/{malicious,benign}/<case>/.<fmt>/skills/<name>/; the attack type is
//   the A<n> in the case name (benchmarks/attack_taxonomy.json names it).
// --cisco: a checkout of cisco-ai-defense/skill-scanner: evals/skills/<category>/<name>/ and
//   evals/test_skills/{malicious,safe}/<name>/; folders named safe* are benign.
// --progent: a checkout of Agentic-AI-Risk-Mitigation/progent: the 100 malicious SKILL.md specimens of
//   datasets/skill_injection/skill_files/<class>/<name>.md (one file each, laid out as <id>/SKILL.md).
//   Cisco and Progent are held-out sets: laid out blind (counts only unless --json).
// --benign: a checkout of any repository of real, published skills: every folder holding a SKILL.md,
//   whole (scripts, references, assets), labelled benign; a skill nested in another is left out of the
//   outer one, as the CLI audits it on its own. The corpus of SKILL.md files misses what scripts hold.
//   Repeatable (several repositories form one set). Name each checkout folder `owner+name`: that name and
//   the skill's path inside it are the sample's key. A folder inside such a checkout lays out that part of it
//   alone, with the same keys (the nearest folder named `owner+name` is the checkout). `--exclude DIR` (repeatable) leaves out every skill
//   whose SKILL.md is byte-identical to one under DIR (collections copy skills from sets already used:
//   the corpus, a tuned-on or held-out repository).
//   `--whole` lays the set out without halves (trailofbits/skills and anthropics/skills, tuned on whole
//   since round 4, before halves existed). Otherwise, tuning and held-out halves, fixed before any verdict was looked at: a skill whose key
//   `owner+name/path/of/skill` hashes (FNV-1a, 32 bit) to an even number is `half: "tune"`, odd is
//   `half: "heldout"`. Rules may be changed looking at the tuning half only; bench/audit-eval.mjs prints
//   the held-out half's totals only (its samples are listed with --json alone).
// --docs: public documents that are not skills (a security standard and its translations, collections of
//   editor rules and agent instructions): every Markdown (.md, .mdc) or editor-rules file (.cursorrules …) under
//   each FOLDER (a checkout named `owner+name` or a folder inside one) and outside any skill folder, benign, its
//   text the body of a SKILL.md under a generated front matter (name from the file, a description naming the
//   source); byte-identical copies once. `--benign CHECKOUT` adds published skills to the same set, whole.
//   Halves by the top bit of FNV-1a of `owner+name/path`, the held-out half blind.
// --skill-inject: a checkout of aisa-group/skill-inject (SKILL-INJECT benchmark, MIT). Malicious: each of its
//   "obvious" injections (data/obvious_injections.json) placed as the benchmark places it — its line text,
//   with the task's prefix, inserted before line `line_num` of the SKILL.md of each skill it targets, and its
//   task scripts copied into that skill's scripts/; one sample per injection and skill. Benign: every skill
//   of data/skills/ as published there. Written blind (per-sample verdicts only with `--json`): a third
//   held-out view written by nobody here.
// --skill-inject-phrasing: the same checkout; the benchmark's own rewordings of ten of those injections
//   (authority, urgency, legitimizing, system-prompt framing), placed like the originals. Malicious only, blind.
// --clawhub: a checkout of openclaw/skills (MIT), the public backup of the ClawHub registry, laid out as
//   skills/<account>/<slug>/. Malicious: every skill of an account that Antiy CERT attributed to the malicious
//   campaigns of January 2026 (CLAWHUB_CAMPAIGN) — real skills, since taken down — blind, all held out (too few
//   to spare a tuning half). Benign: every other account's skill ("unattributed": no public report names it;
//   not vetted one by one), in halves by the top bit of the same hash of `owner+name/path` (`--exclude` as in
//   --benign); accounts whose attribution is
//   open (CLAWHUB_UNSURE) are in neither. Name the checkout folder `openclaw+skills`.
// --skillspector: a checkout of NVIDIA/SkillSpector (Apache-2.0): its test fixtures (tests/fixtures/) whose
//   name and script say what they are (SKILLSPECTOR_LABELS); the ambiguous ones (description/implementation
//   mismatches, over- or under-declared permissions, quality findings) are left out. Blind.
// --injecagent, --agentdojo, --asb, --bipia: checkouts of InjecAgent, AgentDojo, Agent Security Bench and BIPIA
//   (its code attacks; all MIT): each
//   attacker instruction carried by a small host skill (a body paragraph, a references/ file or an HTML comment,
//   by hash), the dataset's benign user requests in the same hosts; halves by the top bit of the hash, the
//   held-out half blind. Details: bench/audit-eval-inject.mjs.
// --mcp-safetybench: a checkout of MCP-SafetyBench (xjzzzzzzzz/MCPSafety): its tool-poisoning, shadowing and
//   user-side attacks carried as a skill's tool list, bundled scripts or paragraph; its ordinary questions and its
//   MCP servers' real tools benign; halves by the top bit of the hash, the held-out half blind. Details:
//   bench/audit-eval-mcp.mjs.
// --mcp-tools: a checkout holding MCP tool snapshots (`__toolsnaps__/*.snap`: JSON with the tool's description and input
//   schema, as github/github-mcp-server keeps them): each real tool documented by a skill, benign; halves by the top bit of
//   the hash of `mcp-tools/<checkout folder>/<path>`, the held-out half blind. Name the checkout folder `owner+name`.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
// FNV-1a (32 bit), the split rule of every set here (bench/audit-corpus.mjs uses the same).
import { agentdojo, asb, bipia, fnv, injecagent } from "./audit-eval-inject.mjs";
import { mcpSafetyBench, mcpToolSnapshots } from "./audit-eval-mcp.mjs";

/** Every folder holding a SKILL.md under `root` (not following links). */
function skillDirs(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.isFile() && e.name === "SKILL.md") out.push(dir);
    }
  };
  if (existsSync(root)) walk(root);
  return out.sort();
}

function skillfortify(checkout) {
  const base = join(checkout, "benchmarks", "skills");
  const taxonomyFile = join(checkout, "benchmarks", "attack_taxonomy.json");
  const taxonomy = existsSync(taxonomyFile)
    ? JSON.parse(readFileSync(taxonomyFile, "utf8")).attack_types
    : {};
  const samples = [];
  for (const fmt of ["claude", "openclaw"]) {
    for (const label of ["malicious", "benign"]) {
      for (const dir of skillDirs(join(base, fmt, label))) {
        const kase = relative(join(base, fmt, label), dir).split(sep)[0];
        const attack = /_A0*(\d+)_/.exec(kase);
        const technique = attack
          ? `A${attack[1]} ${taxonomy[`A${attack[1]}`]?.mnemonic ?? ""}`.trim()
          : `benign-${/_(cat\d+)_/.exec(kase)?.[1] ?? "other"}`;
        samples.push({ id: kase, dir, label: label === "benign" ? "benign" : "malicious", technique });
      }
    }
  }
  return { samples, source: "SkillFortifyBench (qualixar/skillfortify, MIT, arXiv 2603.00195)", base };
}

function cisco(checkout) {
  const base = join(checkout, "evals");
  const samples = [];
  for (const dir of [...skillDirs(join(base, "skills")), ...skillDirs(join(base, "test_skills"))]) {
    const parts = relative(base, dir).split(sep);
    const safe = parts.some((p) => p.startsWith("safe"));
    samples.push({
      id: parts.join("__"),
      dir,
      label: safe ? "benign" : "malicious",
      technique: parts[1] ?? "?",
    });
  }
  return { samples, source: "cisco-ai-defense/skill-scanner eval fixtures", base, blind: true };
}

function progent(checkout) {
  const base = join(checkout, "datasets", "skill_injection", "skill_files");
  const samples = [];
  for (const cls of existsSync(base) ? readdirSync(base).sort() : []) {
    for (const file of readdirSync(join(base, cls)).sort()) {
      if (!file.endsWith(".md")) continue;
      const id = `${cls}__${file.slice(0, -3)}`;
      samples.push({
        id,
        file: join(base, cls, file),
        label: "malicious",
        technique: cls.replace(/^\d+_/, ""),
      });
    }
  }
  return {
    samples,
    source: "Progent SKILL.md injection dataset (Agentic-AI-Risk-Mitigation/progent)",
    base,
    blind: true,
  };
}

/** The half a published benign skill belongs to, from its repository folder name and path alone. */
const benignHalf = (repo, path) => (fnv(`${repo}/${path}`) % 2 === 0 ? "tune" : "heldout");
// FNV-1a's lowest bit is only the parity of the odd character codes of the key (the prime is odd), so sets
// laid out after the first ones take the top bit, which every character moves.
const mixedHalf = (repo, path) => (fnv(`${repo}/${path}`) >>> 31 === 0 ? "tune" : "heldout");

const digest = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** Published skills as benign samples in hash halves; `skip(path, repo)` leaves a skill out (another label, or cut). */
function benign(
  checkouts,
  excludes,
  { skip = () => false, technique = "real-skill", half = benignHalf } = {},
) {
  const seen = new Set(excludes.flatMap((d) => skillDirs(d).map((s) => digest(join(s, "SKILL.md")))));
  const samples = [];
  let copies = 0;
  for (const checkout of checkouts) {
    const root = checkoutRoot(checkout);
    const repo = basename(root);
    const dirs = skillDirs(checkout);
    for (const dir of dirs) {
      const path = relative(root, dir).split(sep).join("/");
      if (skip(path, repo)) continue;
      const hash = digest(join(dir, "SKILL.md"));
      if (seen.has(hash)) {
        copies++;
        continue;
      }
      seen.add(hash);
      samples.push({
        id: `${repo}__${path.split("/").join("__") || "root"}`,
        dir,
        base: root,
        label: "benign",
        technique,
        half: half(repo, path),
        nested: dirs.filter((o) => o.startsWith(`${dir}${sep}`)).map((o) => relative(dir, o)),
      });
    }
  }
  if (copies > 0) console.log(`${copies} skills left out: a copy of one already used (--exclude) or seen`);
  const names = [...new Set(checkouts.map((c) => basename(checkoutRoot(c))))].join(", ");
  return { samples, source: `published skills, ${names}`, base: checkouts[0] };
}

/**
 * The checkout a folder belongs to: itself or its nearest ancestor named `owner+name`. A folder inside a
 * checkout may be given to lay out part of it; keys stay `owner+name/path from the checkout`.
 */
function checkoutRoot(dir) {
  for (let d = dir; d !== dirname(d); d = dirname(d)) if (basename(d).includes("+")) return d;
  return dir;
}

// Documents that are not skills: Markdown and editor-rule files.
const DOCUMENT = /\.(md|mdc|markdown)$/i;
const RULES_FILE = /^\.(cursorrules|windsurfrules|clinerules)$/;

/** Every document file under `root` outside any skill folder (a skill's files belong to the skill). */
function documentFiles(root) {
  const out = [];
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (dir !== root && entries.some((e) => e.isFile() && e.name === "SKILL.md")) return;
    for (const e of entries) {
      if (e.isDirectory() && e.name !== ".git") walk(join(dir, e.name));
      else if (e.isFile() && (DOCUMENT.test(e.name) || RULES_FILE.test(e.name))) out.push(join(dir, e.name));
    }
  };
  if (existsSync(root)) walk(root);
  return out.sort();
}

/** A skill's name from a document's file name (lowercase letters, digits and hyphens). */
const slug = (file) =>
  basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64) || "document";

/**
 * Public documents (a security standard and its translations, editor rules, agent instructions) as benign
 * samples: each document becomes the body of a SKILL.md under a short front matter naming it, which is what
 * a skill carrying it would tell the agent; byte-identical copies once. Published skills of `skillCheckouts`
 * join the set whole, as --benign lays them out. Halves by the top bit of the hash of `owner+name/path`.
 */
function publicDocuments(folders, skillCheckouts, excludes) {
  const seen = new Set();
  const samples = [];
  for (const folder of folders) {
    const root = checkoutRoot(folder);
    const repo = basename(root);
    for (const file of documentFiles(folder)) {
      const path = relative(root, file).split(sep).join("/");
      const text = readFileSync(file, "utf8");
      const hash = digest(file);
      if (seen.has(hash) || text.trim() === "") continue;
      seen.add(hash);
      const about = JSON.stringify(`A public document, ${path} of ${repo.replace("+", "/")}.`);
      samples.push({
        id: `${repo}__${path.split("/").join("__")}`,
        ref: `${repo}/${path}`,
        label: "benign",
        technique: "public-document",
        half: mixedHalf(repo, path),
        write: { "SKILL.md": `---\nname: ${slug(file)}\ndescription: ${about}\n---\n${text}` },
      });
    }
  }
  const skills = benign(skillCheckouts, excludes, { technique: "public-skill", half: mixedHalf });
  const names = [...folders, ...skillCheckouts].map((c) => basename(checkoutRoot(c)));
  const source = `public documents and skills, ${[...new Set(names)].join(", ")}`;
  return { samples: [...samples, ...skills.samples], source, base: folders[0] ?? skillCheckouts[0] };
}

// ClawHub accounts Antiy CERT attributed to the malicious campaigns of January 2026 (its report of 2026-02-05,
// table 2-5: 1,184 malicious skill packages under 12 author IDs), less one: jordanprater had 10 malicious
// packages by that count but publishes other, clean skills too, so an account-wide label would be wrong there.
const CLAWHUB_CAMPAIGN = [
  "hightower6eu",
  "sakaen736jih",
  "moonshine-100rze",
  "zaycv",
  "aslaep123",
  "noreplyboter",
  "rjnpage",
  "gpaitai",
  "lvy19811120-gif",
  "danman60",
  "noypearl",
];
// Accounts whose attribution is partial or rests on secondary write-ups only: in neither label.
const CLAWHUB_UNSURE = [
  "jordanprater",
  "thiagoruss0",
  "stveenli",
  "anisafifi",
  "timclawbot",
  "kenblive",
  "mupengi-bot",
];
/** The account of a path `skills/<account>/<slug>` in the ClawHub backup. */
const clawhubAccount = (path) => /^skills\/([^/]+)\//.exec(path)?.[1];

function clawhub(checkout, excludes) {
  const malicious = skillDirs(join(checkout, "skills")).flatMap((dir) => {
    const path = relative(checkout, dir).split(sep).join("/");
    const account = clawhubAccount(path);
    if (!CLAWHUB_CAMPAIGN.includes(account)) return [];
    const id = `clawhub__${path.split("/").slice(1).join("__")}`;
    return [{ id, dir, label: "malicious", technique: `campaign ${account}`, blind: true }];
  });
  const labelled = new Set([...CLAWHUB_CAMPAIGN, ...CLAWHUB_UNSURE]);
  const unattributed = benign([checkout], excludes, {
    skip: (path) => labelled.has(clawhubAccount(path)),
    technique: "clawhub-unattributed",
    half: mixedHalf,
  });
  const source = "ClawHub registry backup (openclaw/skills, MIT), labels by account from Antiy CERT";
  return { samples: [...malicious, ...unattributed.samples], source, base: checkout };
}

// SkillSpector's fixtures (folders under tests/fixtures) whose label is plain from their name and files.
const SKILLSPECTOR_LABELS = [
  [/^malicious_skill$/, "malicious"],
  [/^mcp_poisoned_tool$/, "malicious"],
  [/^mcp_mismatched_skill$/, "malicious"], // a "greeter" whose script posts env secrets out
  [/^ssd\/ssd\d_/, "malicious"],
  [/^safe_skill$|^mcp_clean_skill$|_clean$/, "benign"],
];

function skillspector(checkout) {
  const base = join(checkout, "tests", "fixtures");
  const samples = [];
  let left = 0;
  for (const dir of skillDirs(base)) {
    const rel = relative(base, dir).split(sep).join("/");
    const label = SKILLSPECTOR_LABELS.find(([re]) => re.test(rel))?.[1];
    if (!label) {
      left++;
      continue;
    }
    const technique = label === "benign" ? "benign-fixture" : rel.split("/")[0];
    samples.push({ id: rel.split("/").join("__"), dir, label, technique });
  }
  if (left > 0) console.log(`${left} fixtures left out: neither plainly malicious nor plainly benign`);
  const source = "NVIDIA SkillSpector test fixtures (NVIDIA/SkillSpector, Apache-2.0)";
  return { samples, source, base, blind: true };
}

// The benchmark's skill names → folders under data/skills (its config.py SKILL_MAPPING); others map to themselves.
const SKILL_INJECT_DIRS = {
  pptx: "document-skills/pptx",
  docx: "document-skills/docx",
  xlsx: "document-skills/xlsx",
  pdf: "document-skills/pdf",
  internal_comms: "internal-comms",
  internal_communication: "internal-comms",
  code: "skill-creator",
  email: "email-api",
  mcp: "mcp",
  fhir: "healthcare/fhir-developer-skill",
  "fhir-developer-skill": "healthcare/fhir-developer-skill",
  slack: "slack-gif-creator",
  webapp: "webapp-testing",
};

/** The benchmark's inject_at_line: the text's lines, each trimmed, inserted before 1-based `line`. */
function injectAtLine(text, injection, line) {
  const lines = text.split(/(?<=\n)/);
  if (line < 1 || line > lines.length + 1) return undefined;
  const block = injection
    .replace(/^\n+|\n+$/g, "")
    .split("\n")
    .map((l) => `${l.trim()}\n`);
  return [...lines.slice(0, line - 1), ...block, ...lines.slice(line - 1)].join("");
}

/** One SKILL-INJECT injection placed with `line` as its text in each skill its tasks target, once per skill. */
function injectedSkills(data, inj, line, id, technique) {
  const base = join(data, "skills");
  const seen = new Set();
  const samples = [];
  for (const task of inj.tasks ?? []) {
    const rel = SKILL_INJECT_DIRS[task.skill] ?? task.skill;
    const dir = join(base, rel);
    const file = join(dir, "SKILL.md");
    if (seen.has(rel) || !task.line_num || !line || !existsSync(file)) continue;
    const text = injectAtLine(
      readFileSync(file, "utf8"),
      `${task.injection_prefix ?? ""}${line}`,
      task.line_num,
    );
    if (text === undefined) continue;
    seen.add(rel);
    const scripts = Object.entries(inj.task_scripts ?? {}).map(([name, p]) => [name, join(data, p)]);
    samples.push({
      id: `${id}__${rel.split("/").join("__")}`,
      dir,
      label: "malicious",
      technique,
      write: { "SKILL.md": text },
      copy: Object.fromEntries(scripts.filter(([, p]) => existsSync(p)).map(([n, p]) => [`scripts/${n}`, p])),
    });
  }
  return samples;
}

const SKILL_INJECT_SOURCE = "SKILL-INJECT benchmark (aisa-group/skill-inject, MIT)";

function skillInject(checkout) {
  const data = join(checkout, "data");
  const base = join(data, "skills");
  const samples = skillDirs(base).map((dir) => ({
    id: `clean__${relative(base, dir).split(sep).join("__")}`,
    dir,
    label: "benign",
    technique: "benign-skill-inject-clean",
  }));
  const injections = JSON.parse(readFileSync(join(data, "obvious_injections.json"), "utf8"));
  for (const inj of injections) {
    const line = inj.instructions?.line_injection;
    samples.push(...injectedSkills(data, inj, line, `SI${inj.id}`, `SI${inj.id} ${inj.title}`));
  }
  return { samples, source: SKILL_INJECT_SOURCE, base, blind: true };
}

// The benchmark's own rewordings of ten obvious injections (data/obvious_injections_phrasing_variants.json, made
// by its scripts/generate_phrasing_variants.py): the same payload framed as authority, urgency, an administrator's
// policy, or a system prompt. Placed like the originals (same tasks, lines and prefixes); the "original" style
// is the --skill-inject sample itself and is left out. Malicious only, blind.
function skillInjectPhrasing(checkout) {
  const data = join(checkout, "data");
  const file = join(data, "obvious_injections_phrasing_variants.json");
  const injections = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  const samples = injections.flatMap((inj) =>
    (inj.phrasing_variants ?? [])
      .filter((v) => v.style !== "original")
      .flatMap((v) =>
        injectedSkills(data, inj, v.line_injection, `SI${inj.id}-${v.style}`, `phrasing ${v.style}`),
      ),
  );
  return {
    samples,
    source: `${SKILL_INJECT_SOURCE}, phrasing variants`,
    base: join(data, "skills"),
    blind: true,
  };
}

/** The adapter of each set flag; `o` holds the repeatable options (benign, docs, exclude) and `whole`. */
export const ADAPTERS = {
  skillfortify: (c) => skillfortify(c),
  cisco: (c) => cisco(c),
  progent: (c) => progent(c),
  // Before --benign: a --docs set may take published skills too.
  docs: (_c, o) => publicDocuments(o.docs, o.benign, o.exclude),
  benign: (_c, o) =>
    benign(o.benign, o.exclude, {
      ...(o.whole ? { half: () => undefined } : {}),
      // A checkout cut at a path (`until`: checkout folder → path) holds only skills whose SKILL.md sorts before it.
      skip: (path, repo) => o.until?.[repo] !== undefined && `${path}/SKILL.md` >= o.until[repo],
    }),
  "skill-inject": (c) => skillInject(c),
  "skill-inject-phrasing": (c) => skillInjectPhrasing(c),
  clawhub: (c, o) => clawhub(c, o.exclude),
  skillspector: (c) => skillspector(c),
  injecagent: (c) => injecagent(c),
  agentdojo: (c) => agentdojo(c),
  asb: (c) => asb(c),
  bipia: (c) => bipia(c),
  "mcp-safetybench": (c) => mcpSafetyBench(c),
  "mcp-tools": (c) => mcpToolSnapshots(c),
};

/** Writes `set` (an adapter's answer) to `out`: manifest.json and one folder per sample. */
export function writeSet(set, out) {
  rmSync(join(resolve(out), "samples"), { recursive: true, force: true });
  mkdirSync(join(resolve(out), "samples"), { recursive: true });
  const manifest = set.samples.map((s) => {
    const dest = join(resolve(out), "samples", s.id);
    if (s.file) {
      mkdirSync(dest, { recursive: true });
      cpSync(s.file, join(dest, "SKILL.md"));
    } else if (!s.dir) {
      mkdirSync(dest, { recursive: true }); // written whole from `write` (a payload carried by a host skill)
    } else {
      const nested = new Set((s.nested ?? []).map((n) => join(s.dir, n)));
      cpSync(s.dir, dest, {
        recursive: true,
        dereference: false,
        verbatimSymlinks: true, // a relative link stays relative (cpSync makes it absolute otherwise)
        filter: (src) => !nested.has(src),
      });
    }
    for (const [name, text] of Object.entries(s.write ?? {})) {
      mkdirSync(join(dest, name, ".."), { recursive: true });
      writeFileSync(join(dest, name), text);
    }
    for (const [name, src] of Object.entries(s.copy ?? {})) {
      mkdirSync(join(dest, name, ".."), { recursive: true });
      cpSync(src, join(dest, name));
    }
    return {
      id: s.id,
      path: `samples/${s.id}`,
      label: s.label,
      split: "external",
      ...(s.half ? { half: s.half } : {}),
      technique: s.technique,
      source: `${set.source}: ${s.ref ?? relative(s.base ?? set.base, s.file ?? s.dir)}`,
      ...(set.blind || s.blind ? { blind: true } : {}),
    };
  });
  writeFileSync(join(resolve(out), "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

function main(args) {
  const opt = (k) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : undefined);
  const opts = (k) => args.flatMap((a, i) => (a === `--${k}` && args[i + 1] ? [resolve(args[i + 1])] : []));
  const out = opt("out");
  const o = {
    benign: opts("benign"),
    docs: opts("docs"),
    exclude: opts("exclude"),
    whole: args.includes("--whole"),
  };
  const flag = Object.keys(ADAPTERS).find((k) => opt(k));
  const set = flag ? ADAPTERS[flag](resolve(opt(flag)), o) : undefined;
  if (!out || !set) {
    console.error(
      "usage: audit-eval-external.mjs (--skillfortify | --cisco | --progent | --benign [--benign …] [--exclude DIR …] [--whole] | --docs [--docs …] [--benign …] [--exclude DIR …] | --skill-inject | --skill-inject-phrasing | --clawhub [--exclude DIR …] | --skillspector | --injecagent | --agentdojo | --asb | --bipia | --mcp-safetybench | --mcp-tools) CHECKOUT --out DIR",
    );
    process.exit(2);
  }
  if (set.samples.length === 0) {
    console.error(
      set.base
        ? `no SKILL.md folders found under ${set.base}`
        : `no dataset files found in ${resolve(opt(flag))}`,
    );
    process.exit(1);
  }
  const manifest = writeSet(set, out);
  console.log(`${manifest.length} samples written to ${resolve(out)}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
