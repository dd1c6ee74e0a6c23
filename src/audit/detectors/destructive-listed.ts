// Round 31: everything of a kind listed by a tool and fed, item by item, to the same tool's delete: the act of
// MITRE T1485 and T1490 read whatever the vendor. The rules before it (destructive-mass, destructive-each) name
// each platform's pair of commands; cloud, hypervisor, backup and storage tools are too many to name, and the act
// has one shape in all of them:
//   `for vm in $(acli vm.list …); do acli vm.delete "$vm" …`, `hcloud server list … | xargs -n1 hcloud server delete`,
//   `Get-VBRBackup | ForEach-Object { Remove-VBRBackup -Backup $_ }`, `for v in ec2.describe_volumes()…: ec2.delete_volume(…)`.
// Read: a line that iterates (a pipe to xargs or a read loop, a `$(…)` in a for, ForEach-Object, a for over a
// call) whose list comes from a tool (a CLI's list/ls/describe verb, a `Get-` cmdlet, an SDK's list/describe
// call); within a few lines the same tool (the same CLI, the same cmdlet noun, the same client object) destroys
// one item. It is the user's data when the kind is one that holds data (VMs, volumes, disks, snapshots, backups,
// databases, tables, buckets, repositories, projects, namespaces, mailboxes, vaults, secrets…), not containers,
// jobs, branches or packages; a list narrowed by a filter, a label, a grep, an age or a test inside the loop is a
// clean-up of some items, and a test or local emulator is the user's own.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** How the list reaches the delete, on the list's own line. */
const FED =
  /\|\s*(?:xargs|while\s+(?:IFS=\S{0,4}\s+)?read)\b|\bfor\s+\$?\w{1,40}\s+in\s+[^\n]{0,20}\$\(|\|\s*(?:ForEach-Object|foreach|%)\s*\{|\bforeach\s*\(\s*\$\w{1,40}\s+in\s+\(?\s*Get-|\bfor\s+\w{1,40}(?:\s*,\s*\w{1,40})?\s+in\s+[\w.[\]'"]{1,80}\(|\bfor\s*\(\s*(?:const|let|var)\s+\w{1,40}\s+of\s+(?:await\s+)?[\w.]{1,80}\(|\.forEach\s*\(|:=\s*range\s+[\w.]{1,80}\(/i;
/** A CLI's listing verb (the tool is the first word of its command). */
const CLI_LIST =
  /(?:^|[\s.])(?:list|ls|get|describe-[a-z-]{2,40}|list-[a-z-]{2,40}|snapshots)(?=$|[\s|;)"'`])/;
/** A CLI's destroying verb. */
const CLI_DESTROY =
  /(?:^|[\s.])(?:delete|destroy|remove|rm|rb|purge|wipe|erase|terminate|forget|delete-[a-z-]{2,40}|remove-[a-z-]{2,40}|terminate-[a-z-]{2,40})(?=$|[\s|;)"'`])/;
/** Where a shell command starts: after a pipe, a separator, a substitution, `do`, `xargs` and its options. */
const COMMAND_START =
  /(?:^|[\n|;&(`{]|\$\(|\bdo\b|\bthen\b)[^\S\n]*(?:sudo\s+)?(?:xargs(?:\s+-[\w{}]{1,6}(?:\s+(?:\{\}|\d{1,3}))?)*\s+)?([a-z][\w-]{1,23})\b([^\n|;&()`{}]{0,200})/g;
/** A PowerShell listing and a destroying cmdlet; the nouns must share a kind. */
const PS_GET = /\bGet-(\w{2,40})\b/gi;
const PS_REMOVE = /\b(?:Remove|Clear)-(\w{2,40})\b/gi;
/** An SDK's listing call (`client.list_x(`, `ec2.describe_volumes`, `repos.listForOrg`, `.all()`) and its delete. */
const SDK_LIST =
  /([A-Za-z_]\w{0,30})\s*\.\s*(?:[\w.]{0,40}\.)?(?:(?:list|describe|get_all|getAll|iter)[\w]{0,40}|all)\s*\(|\b(?:get_paginator|paginate)\s*\(\s*(?:\w{1,30}\.)*?(?:[\w]{1,30}\.)?["']?((?:list|describe)\w{0,40})|\bpaginate\s*\(\s*([\w.]{1,80})/;
const SDK_DESTROY =
  /([A-Za-z_]\w{0,30})\s*\.\s*(?:[\w]{1,30}\.)?(?:delete|destroy|remove|drop|terminate)\w{0,40}\s*\(/g;
/** Kinds that hold the user's data (camel case split first). */
const VALUABLE =
  /(?<![a-z])(?:vms?|virtual ?machines?|instances?|servers?|droplets?|volumes?|pvcs?|persistent ?volumes?|disks?|snapshots?|backups?|databases?|dbs?|schemas?|tables?|buckets?|repos|repositor(?:y|ies)|projects?|namespaces?|ns|clusters?|resource ?groups?|accounts?|users?|mailbox(?:es)?|sites?|vaults?|secrets?|protection[- ]domains?|restore ?points?|recovery ?points?|checkpoints?|datastores?|indices|indexes|collections?|keyspaces?|file ?systems?|filesystems?|shares?|zones?|vdisks?|images?|kv)(?![a-z])/i;
const CAMEL = /([a-z0-9])([A-Z])|([A-Z])([A-Z][a-z])/g;
/** Tools whose lists are of the machine's own throwaway things (containers, packages, local branches, jobs). */
const OWN_TOOLS =
  /^(?:docker|podman|nerdctl|crictl|ctr|minikube|kind|k3d|vagrant|brew|apt|apt-get|dnf|yum|pip|pip3|pipx|npm|yarn|pnpm|cargo|gem|conda|git|tmux|screen|pm2|systemctl|launchctl|snap|flatpak|xargs|echo|cat|grep|awk|sed|jq|sort|head|tail|find|ls|sudo|while|for|do|done|if|then|read|set|export|printf|tr|cut)$/;
/** A list narrowed to some items (a filter, a label, a grep, an age, a name), read before the delete. */
const LIST_FILTER =
  /--filters?\b|\bFilters=|--selector\b|\s-l\s|\s-l=|--label\b|--tag\b|\btag:|\[\?|\|\s*(?:grep\b(?!\s+-v)|Select-String|Where-Object|where\b|\?\s*\{|head\b|tail\b)|--(?:older|newer)-than\b|--keep-|--before\b|-mtime\b|\bselect\(|\s-(?:Name|Identity|Tag|Filter\s+["'{(]?\s*(?!["'{(]?\s*\*)[^\s*])/;
/** Where the delete starts on the list's line (the filter is read before it). */
const DESTROY_AT =
  /\b(?:Remove|Clear)-\w|(?:^|\s|\.)(?:delete|destroy|remove|rm|rb|purge|wipe|erase|terminate|forget)(?=$|[\s|;)"'`(_-])/;
/** A condition inside the loop (an age, a prefix, a tag): only some items go. */
const CONDITION =
  /\bif\b|\bunless\b|\bwhere\b|\bstartswith\b|\bstartsWith\b|\bcutoff\b|\bolder\b|\bstale\b|\bexpired?\b|\bCreat(?:ion|ed)(?:Date|Time|Timestamp)\b|\bWhere-Object\b|\?\s*\{/;
/** A test, a fixture or a local emulator: the user's own throwaway data. */
const OWN_DATA =
  /\btest(?:s|ing|_\w{1,20})?\b|\bteardown\b|\bfixtures?\b|\blocalhost\b|127\.0\.0\.1|\bemulator\b|\bmoto\b|\bmock\b|\bpytest\b|\bjest\b|\bafterEach\b|\bafterAll\b/i;

const valuable = (s: string): boolean => VALUABLE.test(s.replace(CAMEL, "$1$3 $2$4"));

/** The CLI command that lists on `line` (tool and its text), if one does. */
function cliList(line: string): { readonly tool: string; readonly text: string } | undefined {
  COMMAND_START.lastIndex = 0;
  for (let m = COMMAND_START.exec(line); m; m = COMMAND_START.exec(line)) {
    const tool = m[1]!;
    const rest = m[2]!;
    if (!OWN_TOOLS.test(tool) && CLI_LIST.test(rest)) return { tool, text: `${tool} ${rest}` };
    if (m[0].length === 0) COMMAND_START.lastIndex++;
  }
  return undefined;
}

/** Whether `text` holds the same tool's command destroying a valuable item. */
function cliDestroys(text: string, tool: string, listed: string): boolean {
  COMMAND_START.lastIndex = 0;
  for (let m = COMMAND_START.exec(text); m; m = COMMAND_START.exec(text)) {
    if (m[1] === tool && CLI_DESTROY.test(m[2]!) && (valuable(listed) || valuable(m[2]!))) return true;
    if (m[0].length === 0) COMMAND_START.lastIndex++;
  }
  return false;
}

function psDestroys(line: string, w: string): boolean {
  PS_GET.lastIndex = 0;
  for (let g = PS_GET.exec(line); g; g = PS_GET.exec(line)) {
    const noun = g[1]!.toLowerCase();
    if (!valuable(g[1]!)) continue;
    PS_REMOVE.lastIndex = 0;
    for (let r = PS_REMOVE.exec(w); r; r = PS_REMOVE.exec(w)) if (r[1]!.toLowerCase() === noun) return true;
  }
  return false;
}

function sdkDestroys(line: string, w: string): boolean {
  const l = SDK_LIST.exec(line);
  if (!l) return false;
  const listed = l[0];
  SDK_DESTROY.lastIndex = 0;
  for (let d = SDK_DESTROY.exec(w); d; d = SDK_DESTROY.exec(w)) {
    // The same client (`ec2`, `octokit`, `client`) or the kind named in both calls.
    const sameClient = l[1] !== undefined && d[1] === l[1];
    if ((sameClient || valuable(d[0])) && (valuable(listed) || valuable(d[0]))) return true;
  }
  return false;
}

export const LISTED_HINTS = words(
  "xargs|while read|$(|foreach|paginate|describe_|list_|.list(|.all()|:= range|listfor|listall|listrepos|listbuckets",
);

/** Lines read after the iterating line for the delete. */
const AFTER = 6;

export function listedDestroyed(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (!FED.test(l.text)) continue;
    const at = lineOf(starts, l.index);
    const w = window(file.text, starts, at, 0, AFTER).text;
    const cut = DESTROY_AT.exec(l.text);
    if (LIST_FILTER.test(cut ? l.text.slice(0, cut.index) : l.text) || CONDITION.test(w) || OWN_DATA.test(w))
      continue;
    const cli = cliList(l.text);
    if (
      (cli !== undefined && cliDestroys(w, cli.tool, cli.text)) ||
      psDestroys(l.text, w) ||
      sdkDestroys(l.text, w)
    )
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
