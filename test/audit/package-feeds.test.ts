// Package sources of every ecosystem (src/audit/detectors/package-feeds.ts) read on their own: which hosts look
// attacker-run, which words before a URL make it a source, the checks-off settings, and hostile input.
import { describe, expect, it } from "vitest";
import { lookalikeRegistry, throwawayHost } from "../../src/audit/detectors/package-feed-hosts.js";
import { packageFeeds } from "../../src/audit/detectors/package-feeds.js";
import { auditLinesOf } from "../helpers/audit-lines.js";
import { auditLongLine } from "../helpers/long-line.js";

const found = (path: string, text: string): string[] =>
  packageFeeds({ path, text, markdown: path.endsWith(".md") }, auditLinesOf(text)).map((h) =>
    text.slice(h.index, h.index + h.length),
  );

describe("package feeds of every ecosystem", () => {
  it("tells look-alikes of official registries from the registries and their mirrors", () => {
    for (const h of [
      "pypi-org.cdn-mirror.com",
      "npmjs.cf",
      "rubygerns.org",
      "pyp1.org",
      "static.rust-lang.org.dl-mirror.io",
      "marketplace.visualstudio.com.ext-cdn.net",
    ])
      expect(lookalikeRegistry(h), h).toBe(true);
    for (const h of [
      "pypi.org",
      "files.pythonhosted.org",
      "registry.npmmirror.com",
      "hf-mirror.com",
      "nix-community.cachix.org",
      "download.pytorch.org",
      "api.nuget.org",
      "pypi.corp.example",
      "github.com",
    ])
      expect(lookalikeRegistry(h), h).toBe(false);
    expect(throwawayHost("x1.duckdns.org")).toBe(true);
    expect(throwawayHost("rocks.vercel.app")).toBe(true);
    expect(throwawayHost("charts.bitnami.com")).toBe(false);
  });

  it("reads a source word in a setting, option, command, section above or source list", () => {
    expect(found("SKILL.md", "helm repo add fast http://45.61.137.22:8080/charts")).toHaveLength(1);
    expect(found("SKILL.md", "export HEX_MIRROR=http://hex.pkgcache.net\nmix deps.get")).toHaveLength(1);
    expect(found("SKILL.md", "cpanm --mirror http://92.118.36.201/CPAN JSON::XS")).toHaveLength(1);
    expect(
      found(
        "SKILL.md",
        "sudo zypper ar --no-gpgcheck https://rpm.toolmirror.com/suse/ fast\nzypper install x",
      ),
    ).toHaveLength(1);
    expect(
      found("cabal.project", "repository fast\n  url: http://hackage-fast.xyz/\n# cabal install pandoc"),
    ).toHaveLength(1);
    expect(
      found(
        "Dockerfile",
        'RUN echo "http://185.225.73.18/alpine/main" >> /etc/apk/repositories && apk add curl',
      ),
    ).toHaveLength(1);
  });

  it("leaves official, community and company sources, prose links and signed mirrors", () => {
    expect(found("SKILL.md", "helm repo add bitnami https://charts.bitnami.com/bitnami")).toEqual([]);
    expect(
      found("SKILL.md", "export HF_ENDPOINT=https://hf-mirror.com\npip install huggingface_hub"),
    ).toEqual([]);
    // A documentation server named in prose is no setting, even over plain http.
    expect(
      found(
        "SKILL.md",
        "Install with `pip install x`. The old docs server is at http://x.sourceforge.net/docs/",
      ),
    ).toEqual([]);
    // apt and pacman mirrors over plain http serve signed packages.
    expect(found("SKILL.md", "Server = http://mirror.fastpkgs.org/$repo/os/$arch\nsudo pacman -Syu")).toEqual(
      [],
    );
    expect(found("SKILL.md", "helm repo add x http://charts.internal:8080/\nhelm install x/y")).toEqual([]);
    expect(found("tests/test_feeds.py", 'MIRROR = "http://45.61.137.22/simple"  # pip install')).toEqual([]);
  });

  it("counts a source of an ordinary host only with checks off", () => {
    expect(
      found(
        "SKILL.md",
        "flatpak remote-add --no-gpg-verify fast https://flatpak.appsmirror.net/repo\nflatpak install fast x",
      ),
    ).toHaveLength(1);
    expect(
      found(
        "SKILL.md",
        "flatpak remote-add fast https://flatpak.appsmirror.net/repo\nflatpak install fast x",
      ),
    ).toEqual([]);
  });

  it("stays bounded on a long line of sources", () => {
    const line = "helm repo add x http://45.61.137.22/charts ".repeat(20_000);
    expect(found("SKILL.md", line).length).toBeLessThanOrEqual(40);
  });

  it("audits a 400 KB line of feeds to the end", async () => {
    const report = await auditLongLine("helm repo add x http://45.61.137.22/charts && helm install x/y ");
    expect(report.findings.filter((f) => f.rule === "audit-incomplete")).toEqual([]);
    expect(report.findings.some((f) => f.rule === "custom-package-index")).toBe(true);
  }, 60_000);
});
