// Plain http to a machine on the user's own network is not a drop: no outside attacker receives data there.
// Every other spelling of a host (public names, digits that spell a public address, look-alike suffixes)
// stays untrusted over plain http.
import { describe, expect, it } from "vitest";
import { isPrivateNetworkHost, untrustedUrl } from "../../src/audit/vocab.js";

describe("isPrivateNetworkHost", () => {
  it.each([
    "nas",
    "littlebox:3002",
    "10.0.0.5",
    "172.16.4.1:8080",
    "192.168.1.20",
    "100.101.102.103",
    "printer.local",
    "db.internal",
    "router.lan",
    "pi.home.arpa",
    "box.tail0f299b.ts.net:3002",
  ])("a host on the user's network: %s", (host) => {
    expect(isPrivateNetworkHost(host)).toBe(true);
  });

  it.each([
    "1249763852", // a public IPv4 address written as one decimal number
    "0x4a7d2b0c",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "example.com",
    "box.ts.net.example-host.io",
    "printer.local.example-host.io",
    "nas.example-local.com",
    "$HOST",
    "",
  ])("not one: %s", (host) => {
    expect(isPrivateNetworkHost(host)).toBe(false);
  });
});

describe("untrustedUrl", () => {
  it("keeps plain http to the user's own machines trusted", () => {
    expect(untrustedUrl("http://nas:3002/v1/search")).toBe(false);
    expect(untrustedUrl("http://box.tail0f299b.ts.net:3002/v1/scrape")).toBe(false);
    expect(untrustedUrl("http://192.168.1.20/api")).toBe(false);
  });

  it("keeps plain http elsewhere, raw public IPs and drops untrusted", () => {
    expect(untrustedUrl("http://example-host.net/c")).toBe(true);
    expect(untrustedUrl("http://1249763852:8080/c")).toBe(true);
    expect(untrustedUrl("http://nas.local@example-host.net/c")).toBe(true);
    expect(untrustedUrl("https://45.77.12.9/c")).toBe(true);
    expect(untrustedUrl("https://abc.ngrok.io/c")).toBe(true);
  });
});

describe("isPrivateNetworkHost: reserved company suffixes", () => {
  it("takes .corp and .intranet names, not look-alikes", () => {
    expect(isPrivateNetworkHost("pypi.build.corp")).toBe(true);
    expect(isPrivateNetworkHost("wiki.intranet:8080")).toBe(true);
    expect(isPrivateNetworkHost("pypi.corp.example-host.io")).toBe(false);
    expect(isPrivateNetworkHost("corp-intranet.com")).toBe(false);
  });
});

describe("isPrivateNetworkHost: one-label placeholders", () => {
  it("takes YOUR_IP-style placeholders (no DNS serves one label with an underscore), not dotted names", () => {
    expect(isPrivateNetworkHost("YOUR_IP:8384")).toBe(true);
    expect(isPrivateNetworkHost("server_ip")).toBe(true);
    expect(untrustedUrl("http://SERVER_IP:8080/api/reload")).toBe(false);
    expect(isPrivateNetworkHost("your_ip.example-host.io")).toBe(false);
    expect(isPrivateNetworkHost("_dmarc")).toBe(false);
  });
});
