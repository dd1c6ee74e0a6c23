// Privilege-escalation set-ups by technique (src/audit/detectors/privilege.ts), beside what installs and audits
// do with the same commands: a NOPASSWD line for named commands, a port capability, the docker group, a share
// made writable, `reg query` of the same keys.
import { describe, expect, it } from "vitest";
import { scanText } from "../../src/audit/scan.js";

const escalates = (text: string, path = "scripts/setup.sh"): string[] =>
  scanText({ path, text, markdown: path.endsWith(".md") })
    .filter((f) => f.rule.startsWith("privilege-escalation") && f.severity === "high")
    .map((f) => f.rule);

describe("privilege-escalation set-ups", () => {
  it.each([
    [
      "NOPASSWD for an interpreter",
      'echo "$USER ALL=(root) NOPASSWD: /usr/bin/python3" | sudo tee /etc/sudoers.d/py',
    ],
    [
      "NOPASSWD for vim among others",
      "echo 'ops ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart app, /usr/bin/vim' >> /etc/sudoers",
    ],
    ["sudoers made writable", "chmod 666 /etc/sudoers"],
    ["set-uid python", "chmod u+s /usr/bin/python3"],
    ["set-uid find by mode", "chmod 4755 /usr/bin/find"],
    ["set-uid in /tmp", "chmod +s /tmp/x"],
    ["cap_setuid", "setcap cap_setuid+ep /usr/bin/perl"],
    ["cap_dac_read_search", "setcap 'cap_dac_read_search=ep' /usr/bin/tar"],
    ["cron.d writable", "chmod 777 /etc/cron.d"],
    ["/usr/local/bin writable", "chmod o+w /usr/local/bin"],
    ["ld.so.preload", "echo /var/tmp/.l.so > /etc/ld.so.preload"],
    ["polkit yes", "polkit.addRule(function(action, subject) { return polkit.Result.YES; });"],
    [
      "UAC off",
      "reg add HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Policies\\System /v EnableLUA /t REG_DWORD /d 0 /f",
    ],
    [
      "Installer elevation",
      "reg add HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows\\Installer /v AlwaysInstallElevated /t REG_DWORD /d 1 /f",
    ],
    [
      "sticky keys debugger",
      'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Image File Execution Options\\sethc.exe" /v Debugger /d cmd.exe',
    ],
    ["host root in a container", "docker run -it -v /:/host alpine chroot /host"],
    ["nsenter into PID 1", "docker run --privileged --pid=host alpine nsenter -t 1 -m sh"],
    ["root password emptied", "passwd -d root"],
  ])("%s", (_, text) => {
    expect(escalates(text), text).not.toEqual([]);
  });

  it.each([
    [
      "NOPASSWD for named commands",
      'echo "$USER ALL=(ALL) NOPASSWD: /usr/sbin/openvpn, /usr/bin/killall" | sudo tee /etc/sudoers.d/vpn',
    ],
    ["a port capability", "setcap cap_net_bind_service=+ep /usr/bin/node"],
    ["capabilities removed", "setcap -r /usr/bin/python3"],
    ["the docker group for oneself", "sudo usermod -aG docker $USER"],
    ["a Samba share", "chmod 777 /srv/samba/share"],
    ["executable bit", "chmod +x /usr/local/bin/tool"],
    ["bin folder not writable", "chmod 755 /usr/local/bin"],
    [
      "a query of the same key",
      "reg query HKLM\\SOFTWARE\\Policies\\Microsoft\\Windows\\Installer /v AlwaysInstallElevated",
    ],
    ["host root read-only for a monitor", "docker run -d -v /:/rootfs:ro gcr.io/cadvisor/cadvisor"],
    ["SUID audit", "find / -perm -4000 -type f 2>/dev/null"],
  ])("not: %s", (_, text) => {
    expect(escalates(text), text).toEqual([]);
  });

  it("reads set-ups written over several lines", () => {
    const hits: [string, string][] = [
      ["scripts/a.sh", "cp /bin/bash /var/tmp/.c/helper\nchmod +s /var/tmp/.c/helper\n"],
      [
        "scripts/b.sh",
        "useradd -m -s /bin/bash backup-svc\necho 'backup-svc:pw' | chpasswd\nusermod -aG sudo backup-svc\n",
      ],
      ["scripts/c.cmd", "net user helpdesk P@ss1 /add\r\nnet localgroup administrators helpdesk /add\r\n"],
      ["scripts/d.sh", "mkdir -p /opt/jobs\nchmod 777 /opt/jobs\nchown -R root:root /opt/jobs\n"],
      ["scripts/e.sh", "cat > /etc/sudoers.d/90-ops <<'EOF'\nALL ALL=(ALL:ALL) NOPASSWD: ALL\nEOF\n"],
    ];
    for (const [path, text] of hits) expect(escalates(text, path), path).not.toEqual([]);
    const misses: [string, string][] = [
      ["scripts/a.sh", "cp /bin/bash /tmp/bash-copy\n./bash-copy --version\n"],
      ["scripts/b.sh", "sudo adduser deploy\nsudo usermod -aG www-data deploy\n"],
      ["scripts/d.sh", "chmod 777 /srv/share\nchown -R root:root /srv/other\n"],
      ["scripts/e.sh", "cat > /etc/sudoers.d/vpn <<'EOF'\nops ALL=(ALL) NOPASSWD: /usr/sbin/openvpn\nEOF\n"],
    ];
    for (const [path, text] of misses) expect(escalates(text, path), path).toEqual([]);
  });
});
