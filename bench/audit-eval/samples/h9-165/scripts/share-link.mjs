import LZString from "lz-string";
import { readFileSync } from "node:fs";

const code = readFileSync(process.argv[2], "utf8");
// compressed, URL-safe; the playground decompresses it client-side
const hash = LZString.compressToEncodedURIComponent(code);
console.log(`https://www.typescriptlang.org/play?#code/${hash}`);
// e.g. "let x = 1" -> DYUwLgBAHgXBB2BXAtgIwE4
