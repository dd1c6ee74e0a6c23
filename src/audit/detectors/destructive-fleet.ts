// Deletion pushed to a fleet: one command sent to every server an inventory, a host list or a known_hosts file
// names (Ansible ad-hoc or a playbook, Salt, parallel-ssh/pdsh, an ssh or paramiko loop, Invoke-Command), that
// removes a server's data folders whole, erases its disks or empties its databases. Insiders' sabotage cases
// (deleted servers and databases across a company) and wipers spreading over ssh take this shape. A clean-up of
// temporary files, a cache or a file picked by age on each host is maintenance and does not match: the target
// must END at a data folder (`/var/lib/mysql`, `/srv`, `/home/*`, the root): a deploy's `/var/www/html/*` does not.

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";
import { DISK_ERASERS } from "./destructive-kinds.js";

/**
 * A server's data folder whole: the root, /var/lib/<service>, /srv, /data, /backup(s), /home, /var/www, a system
 * folder. A deploy clearing its own folder (`/var/www/html/*`, `/srv/app`, `/opt/myapp`) ends in a longer path.
 */
const SERVER_DATA = String.raw`["']?\/(?:var\/lib\/[\w.-]{1,40}|var\/lib|var\/www|srv|data\d?|backups?|mnt|home|root|etc|usr|var|boot|opt)?\/?\*?["']?(?=[\s;&|'"\x60)\\]|$)`;
/** `rm` with a recursive flag, then up to six arguments, one of them a data folder. */
const RM_DATA = String.raw`\brm\s+(?=(?:-{1,2}[\w=-]{1,25}\s+){0,5}(?:-[a-zA-Z]{0,5}[rR]|--recursive\b))(?:-{1,2}[\w=-]{1,25}\s+){1,6}(?:[^\s;&|]{1,80}\s+){0,5}${SERVER_DATA}`;
/** What a command sent to each host destroys: data folders, the disks, every file, the databases. */
const REMOTE_DESTROY = new RegExp(
  [
    RM_DATA,
    String.raw`\bfind\s+\/\s(?:(?!-i?(?:name|path)\b|-mtime\b|-mmin\b)[^\n]){0,100}-delete\b`,
    String.raw`\bdd\b[^\n]{0,80}\bof=\/dev\/`,
    String.raw`\b(?:${DISK_ERASERS})\s[^\n]{0,60}\/dev\/`,
    String.raw`\bshred\b[^\n]{0,60}\/dev\/`,
    String.raw`\bFLUSHALL\b`,
    String.raw`\bDROP\s+DATABASE\b`,
    String.raw`\bdropdb\b`,
    String.raw`\bdropDatabase\(`,
    String.raw`\bpath=${SERVER_DATA}[^\n]{0,40}\bstate=absent\b|\bstate=absent\b[^\n]{0,40}\bpath=${SERVER_DATA}`,
  ].join("|"),
  "i",
);

/** A command that runs on many hosts by itself: Ansible ad-hoc, Salt, the parallel shells, knife, Invoke-Command. */
const FLEET_RUN =
  /\bansible\s+(?!-)[^\n]{0,160}\s-(?:a|m\s+(?:shell|command|raw|file))\s|\bsalt(?:-ssh)?\s+[^\n]{0,80}\bcmd\.(?:run|shell|script)\b|\b(?:pssh|parallel-ssh|pdsh|clush|prsh|mussh)\b|\bknife\s+ssh\b|\bInvoke-Command\b[^\n]{0,160}-ComputerName\b/i;
/** One host's remote run: ssh, a Python/Node SSH client's exec call, a Redis client pointed at a host. */
const ONE_HOST =
  /\bssh\b|\bexec_command\(|\.execCommand\(|\bInvoke-Command\b|\bredis-cli\b[^\n]{0,60}\s-h\s+(?!["']?(?:localhost|127\.0\.0\.1)\b)/i;
/** A loop over a list (hosts.txt, an inventory, known_hosts): the ssh inside it reaches each host. */
const LOOP =
  /\bfor\s+\$?\w{1,40}\s+in\b|\bwhile\s+(?:IFS=\S{0,4}\s+)?read\b|\bxargs\b|\bforeach\b|\bForEach-Object\b|\.forEach\(|\bfor\s*\(/i;
/** A playbook's play (`- hosts: all`) and a task that runs a command or removes a path. */
const PLAY = /^\s*-?\s*hosts:\s*\S/;
const TASK_RUN = /^\s*-?\s*(?:(?:ansible\.builtin\.)?(?:shell|command|raw|cmd)|job):\s/;
const TASK_PATH = new RegExp(String.raw`^\s*(?:path|dest|name):\s*${SERVER_DATA}`);
const TASK_ABSENT = /^\s*state:\s*["']?absent\b/m;
/** At most this many lines of a playbook read after its first play. */
const PLAY_LINES = 400;

function inPlaybook(file: AuditText, starts: readonly number[], from: number): TextHit | undefined {
  const last = Math.min(starts.length - 1, from + PLAY_LINES);
  for (let k = from + 1; k <= last; k++) {
    const t = window(file.text, starts, k, 0, 0).text;
    const hit =
      (TASK_RUN.test(t) && REMOTE_DESTROY.test(t)) ||
      (TASK_PATH.test(t) && TASK_ABSENT.test(window(file.text, starts, k, 2, 2).text));
    if (hit) return { index: starts[k]!, length: t.length };
  }
  return undefined;
}

/** A deletion of servers' data run on many hosts at once, on each host of a loop, or in a playbook's tasks. */
export function destructiveFleet(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  let played = false;
  for (const l of lines) {
    if (!played && PLAY.test(l.text)) {
      played = true;
      const hit = inPlaybook(file, starts, lineOf(starts, l.index));
      if (hit) return [hit];
      continue;
    }
    // The hit is the runner (`ansible`, `ssh`): a code span's opening, where a warning's mention is read.
    const fleet = FLEET_RUN.exec(l.text);
    const run = fleet ?? ONE_HOST.exec(l.text);
    if (!run || !REMOTE_DESTROY.test(l.text)) continue;
    if (fleet || LOOP.test(window(file.text, starts, lineOf(starts, l.index), 4, 0).text))
      return [{ index: l.index + run.index, length: l.text.length - run.index }];
  }
  return [];
}

export const DESTRUCTIVE_FLEET_HINTS = [
  "ansible",
  "salt",
  "pssh",
  "parallel-ssh",
  "pdsh",
  "clush",
  "mussh",
  "knife ssh",
  "invoke-command",
  "ssh",
  "exec_command",
  "redis-cli",
  "execcommand",
  "hosts:",
];
