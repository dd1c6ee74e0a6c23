// Cloud instance-metadata credentials carried off the machine: the role keys a metadata service hands
// to any process on the instance (AWS IMDS and ECS, GCP, Azure, Alibaba), read and then sent to another
// host, or put into the reply, an issue or a chat in prose. Reading them alone is how SDKs log in; the
// metadata host written as a decimal, hex, octal or IPv6 number is how request filters are dodged.
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, lineAt, lineOf, startsOf } from "../text.js";
import { NETWORK_SINK, PROSE_SINK } from "../vocab.js";
import { DESCRIBES } from "./exfil-refusals.js";

/** 169.254.169.254 in the forms filters miss: decimal, hex, octal, dotted hex, IPv4-mapped IPv6, AWS's IPv6. */
const HIDDEN_HOST = String.raw`2852039166|0xa9fea9fe|0xa9\.0xfe\.0xa9\.0xfe|0251\.0376\.0251\.0376|169\.254\.43518|\[::ffff:(?:a9fe:a9fe|169\.254\.169\.254)\]|\[fd00:ec2::254\]`;
const HOST = String.raw`(?:169\.254\.169\.254|169\.254\.170\.2|100\.100\.100\.200|metadata\.google\.internal|metadata\.goog|instance-data(?:\.ec2\.internal)?|${HIDDEN_HOST})`;
/** Paths that return credentials or tokens (not instance ids, regions or tags). */
const CRED_PATH = String.raw`(?:iam\/security-credentials|identity-credentials|ram\/security-credentials|service-accounts\/[^\s"'\x60]{0,80}\/(?:token|identity)|identity\/oauth2\/token|\/v2\/credentials)`;
/** A credential endpoint on a metadata host (or the ECS relative URI), or a metadata host in hidden form. */
const ENDPOINT = new RegExp(
  String.raw`${HOST}[^\s"'\x60]{0,120}${CRED_PATH}|\$\{?AWS_CONTAINER_CREDENTIALS_(?:RELATIVE|FULL)_URI\b|\b(?:IDENTITY_ENDPOINT|MSI_ENDPOINT)\b|(?:\/\/|@)(?:${HIDDEN_HOST})`,
  "gi",
);
/** URLs that go to the metadata service itself or to the provider's own API (where role keys are used). */
const OWN_URL = new RegExp(
  String.raw`https?:\/\/(?:${HOST}|[\w.-]{0,100}(?:amazonaws\.com|googleapis\.com|azure\.com|windows\.net|aliyuncs\.com))[^\s"'\x60)]{0,300}`,
  "gi",
);
/** A sink on a line once the metadata and provider URLs are taken out: it must still name somewhere else. */
const ELSEWHERE =
  /https?:\/\/|\b(?:nc|ncat|netcat|socat|scp|rsync|dig|nslookup|smtplib|Send-MailMessage|gh\s+gist)\b|\/dev\/tcp\/|s3:\/\/|@[\w-]{1,63}\.[\w.-]{1,63}:/i;
/** Prose that puts the keys where others read them: the reply, an issue, a chat, a paste. */
const PLACES =
  /\b(?:include|paste|put|embed|append|add|output|print|echo|return|quote|copy|reproduce|attach|dump|post|send|share|report|write|forward|upload)\w{0,3}\b[^.\n]{0,100}\b(?:in|into|to|with|on|at\s+the\s+(?:end|bottom|top)\s+of)\s+(?:your|the|a|an|our)\s+(?:[\w-]+\s+){0,2}?(?:reply|response|answer|output|summary|message|chat|issue|ticket|comment|pull\s+request|PR|commit|gist|paste|channel|webhook|e-?mail|form|report)\b/i;
const PROSE_SINK_ONE = new RegExp(PROSE_SINK.source, "i");
const NETWORK_SINK_ONE = new RegExp(NETWORK_SINK.source, "i");

/** The line sends data to a host that is neither the metadata service nor the provider's API. */
function sendsElsewhere(line: string): boolean {
  if (!NETWORK_SINK_ONE.test(line)) return false;
  const rest = line.replace(OWN_URL, " ");
  return NETWORK_SINK_ONE.test(rest) && ELSEWHERE.test(rest);
}

export function cloudMetadataExfil(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  for (const l of lines) {
    ENDPOINT.lastIndex = 0;
    const m = ENDPOINT.exec(l.text);
    if (!m) continue;
    const index = l.index + m.index;
    if (mentionedOnly(file, index)) continue;
    const at = lineOf(starts, index);
    const b = boundsAround(text, starts, index, 2, 2, 1200);
    if (
      file.markdown &&
      (DESCRIBES.test(text.slice(b.from, b.to)) || /\bSSRF\b/i.test(text.slice(b.from, b.to)))
    )
      continue;
    // A script sends the keys on within the next lines (or on the same line: `curl … | curl -d @- …`).
    for (let i = at; i < Math.min(starts.length, at + 9); i++)
      if (sendsElsewhere(lineAt(text, starts, i))) return [{ index, length: m[0].length }];
    const around = text.slice(b.from, b.to);
    if (file.markdown && (PLACES.test(around) || PROSE_SINK_ONE.test(around)))
      return [{ index, length: m[0].length }];
  }
  return [];
}

export const CLOUD_METADATA_HINTS = [
  "169.254.169.254",
  "169.254.170.2",
  "100.100.100.200",
  "metadata.google",
  "metadata.goog",
  "instance-data",
  "security-credentials",
  "identity-credentials",
  "oauth2/token",
  "aws_container_credentials",
  "identity_endpoint",
  "msi_endpoint",
  "2852039166",
  "0xa9fea9fe",
  "0xa9.0xfe",
  "0251.0376",
  "169.254.43518",
  "a9fe:a9fe",
  "fd00:ec2::254",
];
