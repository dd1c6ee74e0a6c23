// Remote control handed over with a remote-access tool instead of a socket: the machine joined to a mesh network
// whose key or id the skill fixes (Tailscale, Headscale, NetBird, ZeroTier), so the skill's author reaches it;
// a remote desktop (RustDesk, AnyDesk, TeamViewer, VNC) given a password the skill fixes, or its ID sent away.
// Intrusion reports and CISA AA23-025A (legitimate remote monitoring software used as a backdoor) describe both.
// The docs' shapes stay below: an interactive login (`tailscale up` with no key), a key from the user's secret
// store or a variable (`--authkey=${TS_AUTHKEY}`), a placeholder (`tskey-XXXX`, `<network-id>`).

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** A value written in the skill: not a variable, a template slot or a placeholder of x's, dots or angle brackets. */
const FIXED = String.raw`["']?(?![<{$%]|\.{3}|[xX*#]{4}|your|YOUR)`;
/** A mesh network's join with the key or network id in the text (Tailscale and Headscale keys, NetBird setup keys, ZeroTier ids). */
const MESH_JOIN = new RegExp(
  [
    String.raw`\btailscale(?:\.exe)?\s+(?:up|login)\b[^\n]{0,200}--auth-?key[=\s]+${FIXED}(?:tskey-[\w-]{12,}|[0-9a-f]{32,})`,
    String.raw`\bnetbird(?:\.exe)?\s+(?:up|login)\b[^\n]{0,200}(?:--setup-key|-k)[=\s]+${FIXED}[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-`,
    String.raw`\bzerotier-cli(?:\.bat|\.exe)?\s+join\s+${FIXED}[0-9a-f]{16}\b`,
  ].join("|"),
  "i",
);
/** A remote desktop given a password the skill fixes. */
const DESKTOP_PASSWORD = new RegExp(
  [
    String.raw`\brustdesk(?:\.exe)?["']?\s+--password\s+${FIXED}\S{4,}`,
    String.raw`\becho\s+${FIXED}[^\s|]{4,}\s*\|[^\n]{0,120}\banydesk(?:\.exe)?["']?\s+--set-password\b`,
    String.raw`\bteamviewer(?:\.exe)?["']?\s+(?:--)?passwd\s+${FIXED}\S{4,}`,
    String.raw`\bx11vnc\b[^\n]{0,200}\s-passwd\s+${FIXED}\S{3,}`,
    // A Cloudflare tunnel installed on the skill's token: the tunnel and what it exposes are its author's.
    String.raw`\bcloudflared(?:\.exe)?["']?\s+(?:service\s+install|tunnel\s+(?:--\S{1,40}\s+){0,3}run\s+(?:--\S{1,40}\s+){0,3}--token)[\s=]+["']?eyJ[\w-]{20,}`,
    // Remote monitoring agents enrolled to the skill author's account (ScreenConnect's guest access link, Atera's
    // integrator login): CISA AA23-025A.
    String.raw`\bScreenConnect\.Client\w{0,20}\.(?:msi|exe)\?[^\s"']{0,300}\be=Access\b`,
    String.raw`\bAteraAgent\w{0,12}\.(?:msi|exe)\b[^\n]{0,200}\bIntegratorLogin=["']?[\w.+-]{1,64}@`,
  ].join("|"),
  "i",
);
/** The desktop's ID read (`rustdesk --get-id`, `anydesk --get-id`, `teamviewer info`) for sending away. */
const DESKTOP_ID = /\b(?:rustdesk|anydesk)(?:\.exe)?["']?\s+--get-id\b|\bteamviewer\s+info\b/i;
const SENT =
  /\bcurl\b|\bwget\b|\bInvoke-(?:RestMethod|WebRequest)\b|\b(?:iwr|irm)\b|\brequests\.(?:get|post)\b/i;

/** The lines that join a mesh network on a fixed key, fix a remote desktop's password, or send its ID away. */
export function remoteAccess(f: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(f);
  const out: TextHit[] = [];
  for (const l of lines) {
    const hit = MESH_JOIN.test(l.text) || DESKTOP_PASSWORD.test(l.text);
    const sent =
      !hit &&
      DESKTOP_ID.test(l.text) &&
      SENT.test(window(f.text, starts, lineOf(starts, l.index), 0, 2).text);
    if (hit || sent) out.push({ index: l.index, length: l.text.length });
  }
  return out;
}

export const REMOTE_ACCESS_HINTS = words(
  "tailscale|netbird|zerotier-cli|rustdesk|anydesk|teamviewer|x11vnc|cloudflared|screenconnect|ateraagent",
);
