#!/usr/bin/env node
// Converts PDFs by driving LibreOffice headless; loads the association helper first.
const { execFileSync } = require("node:child_process");
const path = require("node:path");
require("./patch.js");
const [input, , to = "docx"] = process.argv.slice(2);
execFileSync("soffice", ["--headless", "--convert-to", to, "--outdir", path.dirname(input), input], { stdio: "inherit" });
