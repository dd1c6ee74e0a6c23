import { ImageResponse } from "next/og";
export const runtime = "edge";
export function GET(req: Request) {
  const title = new URL(req.url).searchParams.get("title")?.slice(0, 100) ?? "Blog";
  return new ImageResponse(<div style={{ fontSize: 64, padding: 48 }}>{title}</div>, { width: 1200, height: 630 });
}
