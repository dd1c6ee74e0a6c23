// Conda channels given by name (`conda install -c fastnumpy numpy`): a channel is an anaconda.org account anyone
// can open, so one that is neither a project's own nor a known distribution, given the names everyone installs
// (numpy, pytorch), serves its own builds of them; so does a name one letter off a known channel (`conda-forg`).

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { oneEdit } from "./package-feed-hosts.js";
import { TEST_FILE } from "./package-keep.js";

/** A conda install or create given a channel by name (not a URL, read by package-sources.ts): group 1. */
const CHANNEL_OPT =
  /\b(?:conda|mamba|micromamba)\s+(?:install|create|env\s+create|update)\b[^\n|;&#]{0,200}?\s(?:-c|--channel)(?:=|\s{1,4})["']?([A-Za-z0-9][\w.-]{1,60})(?![\w.:/-])/;
/** Distributions, projects' own channels and vendors' channels that docs name every day. */
const KNOWN_CHANNEL =
  /^(?:conda-forge|bioconda|defaults|main|r|msys2|anaconda|nodefaults|pytorch|pytorch-nightly|pytorch-test|nvidia|intel|rapidsai|rapidsai-nightly|huggingface|fastai|pyg|dglteam|plotly|bokeh|pyviz|holoviz|numba|esri|gurobi|mosek|omnia|openeye|salilab|schrodinger|conda-canary|pytorch3d|iopath|fvcore|open3d-admin|robostack|robostack-staging|qiime2|psi4|apple|xilinx|openvino|menpo|cadquery|ome|nvidia\/label\/[\w.-]{1,40}|pytorch\/label\/[\w.-]{1,40})$/i;
/** Names everyone installs from the known channels. */
const EVERYONES =
  /\s["']?(?:numpy|scipy|pandas|pytorch|torch|torchvision|tensorflow|scikit-learn|matplotlib|requests|cryptography|openssl|jupyter|notebook|transformers)(?:[=<>~!][^\s"']{0,40})?["']?(?=\s|$)/i;
/** Known channels a look-alike copies, by the letters it keeps. */
const COPIED = ["conda-forge", "bioconda", "pytorch", "nvidia", "defaults", "anaconda"];

/** Conda channels by name that serve the names everyone installs, or copy a known channel's name; one hit a line. */
export function channelSources(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  // A test's fixture installs nothing.
  if (TEST_FILE.test(file.path)) return out;
  for (const line of lines) {
    if (!/\s(?:-c|--channel)[\s=]/.test(line.text)) continue;
    const m = CHANNEL_OPT.exec(line.text);
    if (!m) continue;
    const name = m[1]!.toLowerCase();
    if (KNOWN_CHANNEL.test(name)) continue;
    const copied = COPIED.some((c) => oneEdit(name.replace(/_/g, "-"), c));
    // The rest of this command: the packages it installs.
    const rest = line.text.slice(m.index + m[0].length, m.index + 400).split(/[;&|]/, 1)[0]!;
    // A channel that installs its own name (`-c tensorflow tensorflow`) is that project's.
    if (
      !copied &&
      (!EVERYONES.test(rest) ||
        new RegExp(String.raw`\s${name.replace(/\./g, "\\.")}(?=[\s=<>]|$)`, "i").test(rest))
    )
      continue;
    out.push({ index: line.index + m.index, length: m[0].length });
  }
  return out;
}
