const cmd = new Deno.Command("git", {
  args: ["diff", "--name-only", "origin/main...HEAD"],
  stdout: "piped",
  stderr: "piped",
});
const { code, stdout, stderr } = await cmd.output();
if (code !== 0) throw new Error(new TextDecoder().decode(stderr));
const files = new TextDecoder().decode(stdout).trim().split("\n");
