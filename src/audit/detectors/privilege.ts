// Privilege escalation set up on the user's machine (the GTFOBins and LOLBAS techniques, turned around: not
// using a hole but making one): sudo without a password for a shell or interpreter, set-uid or dangerous
// capabilities on an interpreter or a copied shell, a new account put in an admin group, a path root runs
// made writable by everyone, a polkit rule that says yes to everything, UAC or Windows Installer elevation
// switched on for anyone, the sticky-keys debugger, a container run with the host's root mounted and entered.
// What installs do (a NOPASSWD line for one named command, `setcap cap_net_bind_service`, `usermod -aG docker
// $USER`, `chmod 777` of a share) is not one of these shapes.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** Programs that give a shell or write any file when run as root (GTFOBins' sudo and SUID lists, the usual ones). */
const ESCAPES = String.raw`(?:ba|z|da|k|c|tc|fi)?sh|python[\d.]{0,4}|perl|ruby|node|php|lua|irb|vim?|nvim|nano|ed|emacs|less|more|find|awk|gawk|mawk|env|tee|cp|mv|chmod|chown|dd|tar|zip|git|docker|apt(?:-get)?|yum|dnf|pip3?|npm|busybox|nmap|socat|script|expect|rsync|journalctl|systemctl|strace|gdb|screen|tmux|su|sudo`;
const ESCAPE_PATH = String.raw`(?:\/(?:usr\/)?(?:local\/)?s?bin\/)?(?:${ESCAPES})`;

/** A sudoers line: no password for everything, or for a program that gives a root shell (bare or with `*`). */
const SUDOERS_LINE = String.raw`\bNOPASSWD\s*:\s*(?:ALL\b|${ESCAPE_PATH}(?:\s+\*)?(?=\s*(?:$|["',\n]))|[^\n"']{0,200},\s*${ESCAPE_PATH}(?:\s+\*)?(?=\s*(?:$|["',\n])))|^\s*Defaults\s*(?::\s*\S{1,40}\s+)?!authenticate\b`;
/** …written into sudoers: a line echoed or tee'd there, or a sudoers file edited in place. */
const SUDOERS_WRITE = String.raw`(?:${SUDOERS_LINE})[^\n]{0,200}(?:>>?|\btee\b(?:\s+-a)?|\bvisudo\b)[^\n]{0,80}\/etc\/sudoers|\bsed\s+-i\b[^\n]{0,200}NOPASSWD[^\n]{0,200}\/etc\/sudoers|\bchmod\s+(?:-\w\s+)?(?:[0-7]?[0-7][0-7][2367]|o\+w|a\+w|\+w)\s+\/etc\/(?:sudoers|shadow|passwd|group)\b`;

/** Set-uid/set-gid on an interpreter, a shell or a program in a temporary or dot path. */
const SUID_TARGET = String.raw`["']?(?:${ESCAPE_PATH}|(?:\/tmp|\/var\/tmp|\/dev\/shm)\/\S{1,120}|\S{0,120}\/\.[\w.-]{1,60})["']?(?=\s|$|;|&|\|)`;
const SUID = String.raw`\bchmod\s+(?:-\w\s+)?(?:[ugoa]{0,3}\+[rwx]{0,3}s[rwx]{0,3}|[2467][0-7]{3})\s+${SUID_TARGET}`;
/** Capabilities that are root in all but name, given to any program. */
const SETCAP = String.raw`\bsetcap\s+(?:-\w\s+)?["']?[^\n"']{0,80}\bcap_(?:setuid|setgid|dac_override|dac_read_search|sys_admin|sys_ptrace|sys_module|chown|fowner)\b`;

/** Paths root runs or trusts, made writable by everyone. */
const ROOT_RUNS = String.raw`\/etc\/(?:cron[\w.]{0,10}(?:\/\S{0,80})?|crontab|systemd\/system(?:\/\S{0,80})?|init\.d(?:\/\S{0,80})?|profile(?:\.d(?:\/\S{0,80})?)?|bash\.bashrc|environment|rc\.local|ld\.so\.preload|ld\.so\.conf(?:\.d)?|update-motd\.d(?:\/\S{0,80})?|polkit-1(?:\/\S{0,80})?|pam\.d(?:\/\S{0,80})?|sudoers(?:\.d)?)|\/(?:usr\/(?:local\/)?)?s?bin\/?|\/(?:usr\/)?lib\/systemd(?:\/\S{0,80})?|\/var\/spool\/cron(?:\/\S{0,80})?|\/root\/?`;
const WORLD_WRITABLE = String.raw`\bchmod\s+(?:-R\s+)?(?:0?[0-7][0-7][2367]|[ugoa]{0,2}[oa][ugoa]{0,2}\+[rwx]{0,2}w[rwx]{0,2}|\+w)\s+["']?(?:${ROOT_RUNS})["']?(?=\s|$|;|&|\|)`;
/** A library preloaded into every process, root's included. */
const PRELOAD = String.raw`(?:>>?|\btee\b(?:\s+-a)?)\s*["']?\/etc\/ld\.so\.preload\b`;

/** A polkit rule that answers yes (to anything) and a legacy .pkla that allows any action. */
const POLKIT = String.raw`\bpolkit\.addRule\s*\(\s*function\s*\(\s*\w{1,20}\s*,\s*\w{1,20}\s*\)\s*\{\s*return\s+polkit\.Result\.YES\b|^\s*Action\s*=\s*\*\s*$|\bResultAny\s*=\s*yes\b[^\n]{0,200}\bResultActive\s*=\s*yes\b`;

/** Windows: UAC off, Installer elevation for anyone, a debugger on the sign-in screen's accessibility tools, the fodhelper bypass. */
const WINDOWS = String.raw`\breg(?:\.exe)?\s+add\s+["']?HK(?:LM|EY_LOCAL_MACHINE)\\[^\n]{0,120}\\Policies\\System["']?[^\n]{0,80}\/v\s+["']?(?:EnableLUA|ConsentPromptBehaviorAdmin|PromptOnSecureDesktop)["']?[^\n]{0,60}\/d\s+["']?0\b|\bSet-ItemProperty\b[^\n]{0,160}\\Policies\\System\b[^\n]{0,80}-Name\s+["']?(?:EnableLUA|ConsentPromptBehaviorAdmin)["']?[^\n]{0,60}-Value\s+0\b|\breg(?:\.exe)?\s+add\b[^\n]{0,160}\\Installer["']?[^\n]{0,40}\/v\s+["']?AlwaysInstallElevated["']?[^\n]{0,60}\/d\s+["']?1\b|\bImage\s+File\s+Execution\s+Options\\(?:sethc|utilman|osk|magnify|narrator|displayswitch|atbroker)\.exe["']?[^\n]{0,80}\bDebugger\b|\bHKCU\\Software\\Classes\\(?:ms-settings|mscfile|exefile|Folder)\\shell\\open\\command\b`;

/** A container given the host's root and entered (`chroot /host`, `nsenter -t 1`): root on the host. */
const CONTAINER = String.raw`\bdocker\s+run\b[^\n]{0,200}\s(?:-v|--volume)[\s=]["']?\/:\/[\w/-]{0,40}\b[^\n]{0,200}\bchroot\s+\/[\w/-]{0,40}|\bdocker\s+run\b[^\n]{0,200}--pid[\s=]host\b[^\n]{0,200}\bnsenter\b[^\n]{0,40}-t\s*1\b`;

/** Root's account opened: its password emptied, logins with empty passwords allowed. */
const ROOT_OPEN = String.raw`\bpasswd\s+-d\s+root\b|^\s*PermitEmptyPasswords\s+yes\b|\bPermitEmptyPasswords\s+yes\b[^\n]{0,80}(?:>>?|\btee\b)[^\n]{0,40}sshd_config`;

export const PRIVILEGE_ESCALATION = new RegExp(
  [SUDOERS_WRITE, SUID, SETCAP, WORLD_WRITABLE, PRELOAD, POLKIT, WINDOWS, CONTAINER, ROOT_OPEN].join("|"),
  "gim",
);
export const PRIVILEGE_HINTS = words(
  "nopasswd|!authenticate|sudoers|chmod|setcap|ld.so.preload|polkit|action=|resultany|enablelua|consentpromptbehavioradmin|promptonsecuredesktop|alwaysinstallelevated|image file execution|\\shell\\open\\command|docker run|passwd -d|permitemptypasswords",
);

// ---- Across lines ----

/** `cp /bin/bash X` (or python, find…) then `chmod u+s X`: a set-uid copy of a shell. */
const COPY_SHELL = new RegExp(
  String.raw`\bcp\s+(?:-\w{1,4}\s+)?["']?${ESCAPE_PATH}["']?\s+["']?([^\s"';&|]{1,200})`,
);
/** A new account (`useradd`, `adduser`, `net user … /add`, `New-LocalUser`) … */
const NEW_ACCOUNT =
  /\b(?:useradd|adduser)\s+(?:-{1,2}[\w-]{1,20}(?:\s+(?!-)[^\s;&|]{1,80})?\s+){0,8}["']?([\w.$-]{1,40})["']?(?=\s*(?:$|[;&|]))|\bnet\s+user\s+["']?([\w.$-]{1,40})["']?\s+\S{1,80}\s+\/add\b|\bNew-LocalUser\s+(?:-Name\s+)?["']?([\w.$-]{1,40})/i;
/** … put in a group that is root or admin. `%s` is the account. */
const ADMIN_GROUP = String.raw`\busermod[ \t]+(?:-\w{1,3}[ \t]+){0,2}-a?G[ \t]+["']?(?:[\w,-]{0,80},)?(?:sudo|wheel|admin|root|docker|lxd|disk|shadow)(?:,[\w,-]{0,80})?["']?[ \t]+["']?%s\b|\bgpasswd[ \t]+-a[ \t]+["']?%s["']?[ \t]+(?:sudo|wheel|admin|root|docker|lxd|disk)\b|\b(?:adduser|addgroup)[ \t]+["']?%s["']?[ \t]+(?:sudo|wheel|admin|root|docker|lxd|disk)\b|\bnet[ \t]+localgroup[ \t]+["']?Administrators["']?[ \t]+["']?%s["']?[ \t]+\/add\b|\bAdd-LocalGroupMember\b[^\n]{0,60}Administrators\b[^\n]{0,80}\b%s\b|\buseradd\b[^\n]{0,200}\s-G[ \t]+["']?(?:[\w,-]{0,80},)?(?:sudo|wheel|admin|root)\b`;
/** `chmod 777 P` and `chown root P` of the same path (either order): anyone may plant what root owns and runs. */
const CHMOD_WORLD =
  /\bchmod\s+(?:-R\s+)?(?:0?777|0?[0-7][0-7][2367]|[ugoa]{0,2}[oa][ugoa]{0,2}\+[rwx]{0,2}w[rwx]{0,2})\s+["']?(\/[^\s"';&|]{1,200})/g;
const CHOWN_ROOT = String.raw`\bchown\s+(?:-R\s+)?root(?::root|:wheel)?\s+["']?%s["']?(?=\s|$|;|&|\|)`;
const SUDOERS_HEREDOC = /\/etc\/sudoers[^\n]{0,80}<<|<<[^\n]{0,80}\/etc\/sudoers/;
const SUDOERS_LINE_RE = new RegExp(SUDOERS_LINE, "im");
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Privilege-escalation set-ups that take more than one line (or one command each for two parts). */
export function privilegeFlow(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  // Bounded: the first 50 candidate lines (a long file of chmod lines stays linear).
  let budget = 50;
  for (const l of lines) {
    // A sudoers file written by a heredoc: its lines come after.
    if (SUDOERS_HEREDOC.test(l.text) && --budget >= 0) {
      const body = window(file.text, starts, lineOf(starts, l.index), 0, 8).text;
      if (SUDOERS_LINE_RE.test(body)) return [{ index: l.index, length: l.text.length }];
    }
    const copy = COPY_SHELL.exec(l.text);
    const acct = copy ? null : NEW_ACCOUNT.exec(l.text);
    CHMOD_WORLD.lastIndex = 0;
    const world = copy || acct ? null : CHMOD_WORLD.exec(l.text);
    if (!copy && !acct && !world) continue;
    if (--budget < 0) break;
    const line = lineOf(starts, l.index);
    if (copy) {
      const dest = esc(copy[1]!);
      const w = window(file.text, starts, line, 0, 6).text;
      if (
        new RegExp(
          String.raw`\bchmod\s+(?:-\w\s+)?(?:[ugoa]{0,3}\+[rwx]{0,3}s|[2467][0-7]{3})\s+["']?${dest}`,
        ).test(w)
      )
        return [{ index: l.index, length: l.text.length }];
    } else if (acct) {
      const name = acct[1] ?? acct[2] ?? acct[3]!;
      const w = window(file.text, starts, line, 0, 6).text;
      if (new RegExp(ADMIN_GROUP.replaceAll("%s", esc(name)), "i").test(w))
        return [{ index: l.index, length: l.text.length }];
    } else if (world) {
      // The first world-writable path of the line, owned by root within three lines either side.
      const path = world[1]!.replace(/\/$/, "");
      const near = window(file.text, starts, line, 3, 3).text;
      if (new RegExp(CHOWN_ROOT.replace("%s", `${esc(path)}\\/?`)).test(near))
        return [{ index: l.index + world.index, length: world[0].length }];
    }
  }
  return [];
}
export const PRIVILEGE_FLOW_HINTS = words("cp |useradd|adduser|net user|new-localuser|chmod|sudoers");
