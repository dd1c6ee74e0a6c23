// Vendors' official installer hosts. A download from one of them over HTTPS is the vendor's documented
// installer: the raisers of a download-and-run (sudo, download → chmod → run, a temporary folder) say nothing
// about who wrote it, so it stays at the medium of a plain download-and-run. Only hosts one vendor controls are
// listed: a host anyone can publish on (GitHub releases and raw files of any owner, package clouds, object
// storage) is not, except GitHub raw files of the well-known organisations below.
import { hostOf } from "../vocab.js";

const OFFICIAL_HOSTS = new Set(
  [
    // containers, Kubernetes, cloud CLIs
    "get.docker.com",
    "download.docker.com",
    "get.k3s.io",
    "dl.k8s.io",
    "get.helm.sh",
    "fluxcd.io",
    "awscli.amazonaws.com",
    "aka.ms",
    "packages.microsoft.com",
    "dot.net",
    "dotnet.microsoft.com",
    "sdk.cloud.google.com",
    "packages.cloud.google.com",
    "dl.google.com",
    "go.dev",
    "releases.hashicorp.com",
    "apt.releases.hashicorp.com",
    "get.pulumi.com",
    "get.opentofu.org",
    "fly.io",
    "cli-assets.heroku.com",
    "cli.doppler.com",
    "goteleport.com",
    "packages.gitlab.com",
    "nvidia.github.io",
    // languages and their version managers
    "deb.nodesource.com",
    "rpm.nodesource.com",
    "sh.rustup.rs",
    "static.rust-lang.org",
    "apt.llvm.org",
    "bun.sh",
    "deno.land",
    "dl.deno.land",
    "get.pnpm.io",
    "astral.sh",
    "install.python-poetry.org",
    "bootstrap.pypa.io",
    "pyenv.run",
    "repo.anaconda.com",
    "get.sdkman.io",
    "get.rvm.io",
    "fnm.vercel.app",
    "get.volta.sh",
    "mise.run",
    "getcomposer.org",
    "install.meteor.com",
    "nixos.org",
    "install.determinate.systems",
    // tools
    "tailscale.com",
    "pkgs.tailscale.com",
    "ollama.com",
    "rclone.org",
    "downloads.rclone.org",
    "starship.rs",
    "sentry.io",
    "get.acme.sh",
    "get.jetify.com",
    "get.trunk.io",
    "get.scoop.sh",
    "community.chocolatey.org",
    "developer.download.nvidia.com",
    "install.julialang.org",
    "code-server.dev",
    "foundry.paradigm.xyz",
    "release.solana.com",
    "release.anza.xyz",
    "firebase.tools",
    // coding agents' own CLIs
    "claude.ai",
    "opencode.ai",
    "cursor.com",
    "gh.io",
  ].map((h) => h.toLowerCase()),
);

/** GitHub organisations whose install scripts docs pipe from raw.githubusercontent.com. */
const OFFICIAL_GITHUB_OWNERS = new Set(
  [
    "Homebrew",
    "nvm-sh",
    "ohmyzsh",
    "helm",
    "rapid7",
    "rust-lang",
    "anchore",
    "aquasecurity",
    "golangci",
    "kubernetes",
    "kubernetes-sigs",
    "sigstore",
    "pypa",
    "python-poetry",
    "docker",
    "nodesource",
    "conda",
    "mamba-org",
    "ollama",
    "tailscale",
    "denoland",
    "oven-sh",
    "pnpm",
    "astral-sh",
    "starship",
    "jdx",
    "volta-cli",
    "Schniz",
    "rclone",
    "fluxcd",
    "asdf-vm",
    "junegunn",
    "cli",
    "microsoft",
    "Azure",
    "aws",
    "GoogleCloudPlatform",
    "hashicorp",
    "NVIDIA",
    "huggingface",
    "conda-forge",
  ].map((o) => o.toLowerCase()),
);

/** Installers on a host that also serves anyone's files, by their own path (Hugging Face's CLI beside users' repos). */
const OFFICIAL_PATH = /^https:\/\/(?:hf\.co|huggingface\.co)\/cli\/install\.(?:sh|ps1)(?:$|[?#\s])/i;

// Paths under an organisation that anyone can fill: files attached to an issue or comment
// (`github.com/<org>/<repo>/files/…`, abused in 2024 to serve malware under Microsoft's name), a pull
// request's head, and a commit named by its hash, which GitHub serves from any fork of the repository.
// On github.com only release assets count (a tag's or the latest release's); on raw.githubusercontent.com a
// branch or tag name.
const GITHUB_RELEASE =
  /^https:\/\/github\.com\/([\w.-]{1,100})\/[\w.-]{1,100}\/releases\/(?:latest\/)?download\//i;
const GITHUB_RAW =
  /^https:\/\/raw\.githubusercontent\.com\/([\w.-]{1,100})\/[\w.-]{1,100}\/([^/?#]{1,200})\/([^/?#]{1,200})/i;

/** An HTTPS URL on a vendor's own installer host (exact host, no credentials or port). */
export function officialInstaller(url: string): boolean {
  if (!/^https:\/\//i.test(url)) return false;
  const host = hostOf(url).toLowerCase();
  if (OFFICIAL_HOSTS.has(host) || OFFICIAL_PATH.test(url)) return true;
  if (host === "github.com") return officialOwner(GITHUB_RELEASE.exec(url)?.[1]);
  if (host !== "raw.githubusercontent.com") return false;
  const raw = GITHUB_RAW.exec(url);
  if (!raw) return false;
  const [ref, next] = [raw[2]!.toLowerCase(), raw[3]!.toLowerCase()];
  if (/^[0-9a-f]{7,64}$/.test(ref) || (ref === "refs" && next !== "heads" && next !== "tags")) return false;
  return officialOwner(raw[1]);
}

/**
 * Round 23: a repository of an official owner, as a package runner names it (`npx github:microsoft/x`, `uvx --from
 * git+https://github.com/astral-sh/x`): not pinned to a commit hash, which GitHub serves from any fork.
 */
const GITHUB_REPO =
  /^https:\/\/github\.com\/([\w.-]{1,100})\/[\w.-]{1,100}(?:\.git)?(?:[/#@]([^\s/]{0,200}))?$/i;
export function officialRepo(url: string): boolean {
  const m = GITHUB_REPO.exec(url.replace(/^git\+/i, ""));
  // GitHub's own organisation publishes the gh extensions it documents (github/gh-codeql).
  return (
    m !== null && !/^[0-9a-f]{7,64}$/i.test(m[2] ?? "") && (officialOwner(m[1]) || /^github$/i.test(m[1]!))
  );
}

const officialOwner = (owner: string | undefined): boolean =>
  owner !== undefined && OFFICIAL_GITHUB_OWNERS.has(owner.toLowerCase());
