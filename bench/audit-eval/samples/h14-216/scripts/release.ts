import $ from "jsr:@david/dax";

const version = Deno.args[0];
if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error("usage: release.ts X.Y.Z");
await $`git tag v${version}`;       // arguments are escaped, not parsed by a shell
await $`deno publish --allow-dirty`.printCommand();
const files = await $`git ls-files`.lines();
console.log(`${files.length} files released`);
