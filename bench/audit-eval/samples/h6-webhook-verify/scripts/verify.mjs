import crypto from "node:crypto";

export function verify(rawBody, hmacHeader) {
  const digest = crypto.createHmac("sha256", process.env.SHOPIFY_API_SECRET).update(rawBody).digest("base64");
  const a = Buffer.from(digest), b = Buffer.from(hmacHeader ?? "");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
