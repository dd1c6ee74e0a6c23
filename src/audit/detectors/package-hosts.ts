// The hosts a package source may name without a finding: the managers' default registries and their public mirrors,
// the forges whose repository downloads are their owner's, projects' own wheel indexes, and the names only a
// company's own network reaches. Shared by the package-source readers and the download-and-run rules.
import { hostOf, isLoopbackHost, isPrivateNetworkName } from "../vocab.js";
import { officialInstaller } from "./installers.js";

/** Default registries, their public mirrors, and the forges whose git URLs installs name every day. */
const KNOWN_SOURCE =
  /^(?:pypi\.org|files\.pythonhosted\.org|test\.pypi\.org|download\.pytorch\.org|pypi\.nvidia\.com|pypi\.ngc\.nvidia\.com|data\.pyg\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|(?:registry\.|cdn\.)?npmmirror\.com|registry\.npm\.taobao\.org|npm\.jsr\.io|(?:npm|maven|nuget|rubygems)\.pkg\.github\.com|pkgs\.dev\.azure\.com|repo\.anaconda\.com|conda\.anaconda\.org|(?:index\.|static\.)?crates\.io|rubygems\.org|(?:repo\.)?packagist\.org|pecl\.php\.net|proxy\.golang\.org|sum\.golang\.org|goproxy\.(?:cn|io)|api\.nuget\.org|(?:www\.)?nuget\.org|www\.powershellgallery\.com|repo1?\.maven\.apache\.org|repo\.maven\.apache\.org|maven\.google\.com|dl\.google\.com|plugins\.gradle\.org|jitpack\.io|(?:www\.)?npmjs\.(?:com|org)|pkg\.go\.dev|anaconda\.org|deno\.land|jsr\.io|(?:cdn\.)?esm\.sh|esm\.run|cdn\.jsdelivr\.net|unpkg\.com|cdn\.skypack\.dev|ga\.jspm\.io|(?:www\.)?github\.com|raw\.githubusercontent\.com|gitlab\.com|bitbucket\.org|codeberg\.org|huggingface\.co|download\.docker\.com|dl\.fedoraproject\.org|(?:[\w-]{1,40}\.)?(?:archive|security|ports)\.ubuntu\.com|deb\.debian\.org|ppa\.launchpad(?:content)?\.net|packages\.microsoft\.com|mirrors\.(?:aliyun|cloud\.tencent|tencent|ustc\.edu|tuna\.tsinghua\.edu|huaweicloud|myhuaweicloud|bfsu\.edu|sjtug\.sjtu\.edu|163|zju\.edu|sustech\.edu|pku\.edu|nju\.edu|cernet\.edu|hit\.edu|cqu\.edu|bupt\.edu|lzu\.edu|jlu\.edu|nwafu\.edu|neusoft\.edu|volces|ivolces)\.(?:com|cn)|mirror\.(?:sjtu|nju)\.edu\.cn|mirror\.iscas\.ac\.cn|pypi\.douban\.com|proxy\.golang\.com\.cn|developer\.download\.nvidia\.com|pip\.repos\.neuron\.amazonaws\.com|repo\.radeon\.com|pytorch-geometric\.com|download\.blender\.org|(?:[\w-]{1,40}\.)?(?:r-project\.org|bioconductor\.org|r-universe\.dev|cpan\.org|metacpan\.org)|cran\.rstudio\.com|packagemanager\.(?:rstudio\.com|posit\.co)|(?:repo\.)?hex\.pm|luarocks\.org|(?:center2?\.)?conan\.io|hackage\.haskell\.org|(?:repo\.)?clojars\.org|rsproxy\.cn|(?:pub|storage)\.flutter-io\.cn|pypi\.tuna\.tsinghua\.edu\.cn|pypi\.mirrors\.ustc\.edu\.cn|repo\.huaweicloud\.com|mirror\.baidu\.com|pypi\.doubanio\.com|wheels\.vllm\.ai|flashinfer\.ai|mlc\.ai|download\.openmmlab\.com|dl\.fbaipublicfiles\.com|developer\.intel\.com|pytorch-extension\.intel\.com|www\.paddlepaddle\.org\.cn|pypi\.(?:python\.org|io)|registry\.npmjs\.com|mirror\.(?:yandex\.ru|kakao\.com)|mirrors\.(?:cloud\.aliyuncs|tencentyun|sohu)\.com|gems\.ruby-china\.com|(?:repo\.)?prefix\.dev|repo\.anaconda\.cloud|conda\.modular\.com|pypi\.jetson-ai-lab\.(?:dev|io)|data\.dgl\.ai|pip\.cupy\.dev|aiinfra\.pkgs\.visualstudio\.com|buf\.build|storage\.openvinotoolkit\.org|software\.repos\.intel\.com|mirror\.azure\.cn)$/i;
/**
 * A university's or research network's mirror (`mirrors.hust.edu.cn`, `ftp.jaist.ac.jp`): academic domains are
 * given to institutions only, and their mirror hosts serve the public registries.
 */
const ACADEMIC_MIRROR =
  /^(?:mirrors?\d{0,2}|ftp\d{0,2}|pypi)\.(?:[\w-]{1,40}\.){1,3}(?:edu(?:\.[a-z]{2})?|ac\.[a-z]{2})$/i;

/** The placeholder docs write for "your company's" host: no outsider serves it. */
const PLACEHOLDER_HOST =
  /(?:^|\.)(?:your-?|my-?)?company\.(?:com|net|org|io)$|(?:^|\.)your-?(?:domain|org|corp)\.(?:com|net|org|io)$/i;

/**
 * Forges host anyone's files: a repository's own downloads (a release asset, an archive of a tag or branch, the
 * repository itself) are its owner's, but an issue's attachment, a pull request's ref, a file view and a bare
 * commit id (a fork's commit is served under its parent's name) are anyone's.
 */
const FORGE =
  /^(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$|^raw\.githubusercontent\.com$/i;
const FORGE_ANYONES =
  /^https?:\/\/raw\.githubusercontent\.com\/[^/\s]{1,100}\/[^/\s]{1,100}\/(?:[0-9a-f]{7,40}|refs\/pull)\/|^https?:\/\/[^/\s]{1,200}\/(?:user-attachments\/|[^/\s]{1,100}\/[^/\s]{1,100}\/(?:-\/)?(?:files|uploads|raw|blob|pull|commit)\/|[^/\s]{1,100}\/[^/\s]{1,100}\/(?:-\/)?archive\/(?:refs\/pull\/|[0-9a-f]{7,40}(?:[./]|$)))/i;
/** Projects' wheel indexes on shared hosts, by their path (a bucket or a Pages site is its owner's alone). */
const VENDOR_PATH =
  /^https:\/\/(?:pypi\.anaconda\.org\/scientific-python-nightly-wheels\/|storage\.googleapis\.com\/(?:jax-releases|pytorch-xla-releases|libtpu-releases)\/|s3-us-west-2\.amazonaws\.com\/(?:xgboost-nightly-builds|ray-wheels)\/|(?:huggingface|abetlen)\.github\.io\/)/i;

/** A host only the user's own network reaches, by name, or the placeholder docs write for "your company's": no outsider serves it. */
export const privateHost = (host: string): boolean =>
  isPrivateNetworkName(host) || PLACEHOLDER_HOST.test(host.replace(/:\d+$/, ""));

/** A default registry, a public mirror, a project's own index, or a forge's download of a repository's owner. */
export function knownSource(url: string, host: string): boolean {
  if (VENDOR_PATH.test(url)) return true;
  if (ACADEMIC_MIRROR.test(host)) return true;
  if (!KNOWN_SOURCE.test(host)) return false;
  return !FORGE.test(host) || !FORGE_ANYONES.test(url);
}

/** Fetched from a host that is not a vendor's installer host, a registry or a forge's repository download. */
export function outsideHost(url: string | undefined): boolean {
  if (url === undefined || url === "" || officialInstaller(url)) return false;
  const host = hostOf(url).replace(/:\d+$/, "").toLowerCase();
  // A subdomain of a vendor's installer host is the vendor's (`rye.astral.sh` beside `astral.sh`).
  const labels = host.split(".");
  for (let i = 1; i < labels.length - 1 && i < 6; i++)
    if (officialInstaller(`https://${labels.slice(i).join(".")}/`)) return false;
  return host.includes(".") && !knownSource(url, host) && !isLoopbackHost(host) && !privateHost(host);
}
