import { readFileSync } from "node:fs";
import { basename } from "node:path";

const [file, to] = process.argv.slice(2);
const token = process.env.POSTMARK_SERVER_TOKEN;
if (!token) throw new Error("POSTMARK_SERVER_TOKEN is not set");

const res = await fetch("https://api.postmarkapp.com/email", {
  method: "POST",
  headers: { "Content-Type": "application/json", "X-Postmark-Server-Token": token },
  body: JSON.stringify({
    From: "billing@example.com",
    To: to,
    Subject: `Invoice ${basename(file, ".pdf")}`,
    TextBody: "Please find your invoice attached.",
    Attachments: [{ Name: basename(file), ContentType: "application/pdf",
                    Content: readFileSync(file).toString("base64") }],
  }),
});
console.log(res.status, await res.text());
