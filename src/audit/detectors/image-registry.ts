// Round 29 (audit-drop2): container images pulled from a registry that passes for a well-known one (Sysdig's and
// Aqua's look-alike image reports): `FROM registry.dockr-hub.example.net/library/postgres`, `docker run
// ghcr-io.example.com/…`, `image: quay-mirror.example.org/…`, or Docker's daemon told to pull every image through
// such a host (`"registry-mirrors"`). The image's entrypoint then runs whatever that host serves, as the
// official image's name. The real registries, their documented public mirrors and a company's own registry under
// its own name are not look-alikes.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { isLoopbackHost, isPrivateNetworkName } from "../vocab.js";

/** Where an image reference stands: a Dockerfile's FROM, a docker/podman pull or run, a compose or pod `image:`, a daemon's mirror list. */
const IMAGE_PLACE =
  /^\s*FROM\s|\b(?:docker|podman|nerdctl|crictl)\s+(?:image\s+)?(?:pull|run|create)\b|\bimage\s*:|["']registry-mirrors["']\s*:/;
/** A registry host before an image path (`host[:port]/name[:tag]`), or a mirror's URL. */
const REGISTRY_REF =
  /(?:^|[\s"'=[,])(?:https?:\/\/)?([a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){1,5})(?::\d{2,5})?(?:\/[\w.-]{1,100}){0,5}(?=[\s"',\]:@]|$)/gi;
/** The registries' own names as a look-alike host writes them (a typo, a dash, joined). */
const BRAND_TOKEN = /^(?:docker|dockr|doker|dockerr|dockerhub|dockhub|ghcr|quay|gcr|mcr|ecr|k8s)$/;
/** The real registries and their documented public mirrors. */
const REAL_REGISTRY =
  /(?:^|\.)(?:docker\.io|docker\.com|ghcr\.io|quay\.io|gcr\.io|pkg\.dev|mcr\.microsoft\.com|public\.ecr\.aws|amazonaws\.com|amazonaws\.com\.cn|registry\.k8s\.io|nvcr\.io|azurecr\.io|cgr\.dev|registry\.gitlab\.com|elastic\.co|redhat\.io|redhat\.com|daocloud\.io|aliyuncs\.com|tencentcloudcr\.com|ccs\.tencentyun\.com|163\.com|ustc\.edu\.cn|nju\.edu\.cn|sjtu\.edu\.cn|dockerproxy\.com|dockerproxy\.net|1panel\.live|docker-cn\.com|azk8s\.cn|huaweicloud\.com|baidubce\.com|github\.com|githubusercontent\.com)$/i;

/** Whether a host passes for a well-known registry without being one. */
export function lookalikeImageHost(host: string): boolean {
  const h = host.toLowerCase();
  if (REAL_REGISTRY.test(h) || isLoopbackHost(h) || isPrivateNetworkName(h)) return false;
  return h.split(/[.-]/).some((t) => BRAND_TOKEN.test(t));
}

/** Lines that pull an image from, or send every pull through, a host passing for a well-known registry. */
export function imageRegistryLookalike(_file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const l of lines) {
    const place = IMAGE_PLACE.exec(l.text.slice(0, 2000));
    if (!place) continue;
    const rest = l.text.slice(place.index, place.index + 1000);
    REGISTRY_REF.lastIndex = 0;
    for (let m = REGISTRY_REF.exec(rest); m !== null; m = REGISTRY_REF.exec(rest)) {
      // A host needs a path after it (an image) unless it is a mirror's URL.
      const hasPath = m[0].includes("/") && !/^\s*(?:https?:\/\/)?[^/]+$/.test(m[0].trim());
      if (!hasPath && !/registry-mirrors/i.test(rest)) continue;
      if (lookalikeImageHost(m[1]!)) {
        out.push({ index: l.index, length: l.text.length });
        break;
      }
    }
    if (out.length >= 20) break;
  }
  return out;
}
