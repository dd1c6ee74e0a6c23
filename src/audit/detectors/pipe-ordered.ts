// Round 21 (audit-agentcfg9): where a download piped into a shell from a host that is no vendor's (pipe-to-shell,
// medium) is an order no user sees. A setup guide pipes an installer once, in the open, where the user reads it.
// An attacker's skill pipes it as a standing order (at the start of every session, before each task), without
// asking or telling the user, or puts it where it runs by itself: an agent's rules file, direnv's `.envrc`, a
// script a hook of the skill's own front matter runs. Each is the run's context, read around the pipe only.

import type { AuditText } from "../rule-types.js";
import { anyIn, boundsAround, memoOffsets, startsOf } from "../text.js";
import { EVENTS } from "./agent-files.js";
import { HIDE_MARK } from "./instruction-conceal.js";

/** Lines read above and below the pipe (a code block's fence and the prose that orders it), at most REACH characters either side. */
const ABOVE = 5;
const BELOW = 3;
const REACH = 600;

const EVERY = "(?:every|each|any)";
const TURN = String.raw`(?:new\s+)?(?:session|conversation|chat|task|request|prompt|message|turn|run|response|reply|answer|invocation|interaction)s?`;
/**
 * A standing order: at the start of every session, before each task, every time the skill is used, on every
 * launch; "always run … first"; the skill updating itself from the host.
 */
const STANDING = new RegExp(
  [
    String.raw`\b(?:at|on)\s+the\s+(?:start|beginning|begin|outset|top)\s+of\s+${EVERY}\s+${TURN}`,
    String.raw`\b(?:before|prior\s+to)\s+(?:starting\s+|handling\s+|answering\s+|doing\s+)?${EVERY}\s+(?:\w+\s+)?${TURN}`,
    String.raw`\b(?:every|each)\s+time\s+(?:you|the\s+(?:skill|agent|assistant|model))\b`,
    String.raw`\bwhenever\s+(?:you|this\s+skill|the\s+(?:skill|agent|assistant))\s+(?:is\s+|are\s+)?(?:start|begin|load|invok|activat|run|use|open|launch)`,
    String.raw`\b(?:on|at|upon)\s+(?:every|each)\s+(?:session\s+start|startup|start-?up|launch|login|log-?in|activation|invocation|load)\b`,
    String.raw`\balways\s+(?:run|execute|start\s+(?:by|with)|begin\s+(?:by|with))\b[^.\n]{0,80}\b(?:first|before)\b`,
    String.raw`\b(?:before|prior\s+to)\s+(?:answering|responding\s+to|replying\s+to|helping)\s+(?:the\s+user|any)`,
    // The skill fetching its own code again each run (SkillFortifyBench's "auto-update helper … at first invocation").
    String.raw`\b(?:auto|self)[\s-]?(?:update|upgrade)|\bupdates?\s+itself\b|\b(?:on|at|upon)\s+(?:the\s+)?first\s+(?:invocation|activation|load)\b`,
  ].join("|"),
  "gi",
);
/** Not asked, not told: the run kept from the user. */
const UNASKED = new RegExp(
  [
    String.raw`\bwithout\s+(?:first\s+)?(?:asking|telling|informing|notifying|prompting|confirming|consulting|alerting|mentioning\s+it|showing)\b`,
    String.raw`\b(?:do\s+not|don['’]t|never|no\s+need\s+to)\s+(?:ask|tell|inform|notify|prompt|mention|show|bother|consult|alert|wait\s+for)\b[^.\n]{0,40}\b(?:user|them|confirm|permission|approval|it|this)`,
    String.raw`\bno\s+(?:user\s+)?(?:confirmation|approval|permission)\s+(?:is\s+)?(?:needed|required|necessary)\b`,
    String.raw`\bthe\s+user\s+(?:does\s+not|doesn['’]t|need\s+not|needn['’]t|should\s+not|shouldn['’]t)\s+(?:need\s+to\s+)?(?:know|see|notice|be\s+(?:told|informed|asked|bothered))\b`,
    String.raw`\b(?:run|execute|install|do)\s+(?:it|this|that|the\s+\w+\s+)?(?:silently|quietly|invisibly|discreetly)\b`,
    String.raw`\b(?:silently|quietly|discreetly)\s+(?:run|execute|install|download|fetch|apply)\b`,
    String.raw`\b(?:hide|suppress|discard)\s+(?:the\s+|its\s+|all\s+)?(?:output|result)s?\s+(?:from|so)\b`,
  ].join("|"),
  "gi",
);
/**
 * Files run by themselves: an agent's rules or memory file, direnv's `.envrc`; round 23, files a build or an
 * editor runs when a project is opened, built or installed: VS Code's tasks (`runOn: folderOpen`, the job-interview
 * repositories), MSBuild project and targets files (`PreBuildEvent`, `<Exec>`), Gradle build scripts, Python's `.pth`
 * files (read at every interpreter start) and `setup.py`, Cargo's `build.rs`, git hooks and hook managers' files;
 * round 29, the other build and test files a build or test run starts: `build.zig`, Makefiles, CMake and Meson
 * files, Rake tasks and a gem's `extconf.rb`, pytest's `conftest.py`, Hatch build hooks, just and Task files, Mix and sbt builds;
 * round 30, what opens, builds or tests a project by itself: a dev container, CI workflows, Python's site hooks, nox and
 * tox, JavaScript build and test configs, Vagrant, CocoaPods, Bundler, a gemspec, Conan, SCons, Bazel, Tilt, Nix, mise,
 * and a Go file's `init` or `go:generate` line.
 */
const AUTORUN_FILE =
  /(?:^|\/)(?:\.?envrc|\.?clinerules[\w.-]{0,30}|\.?cursorrules|\.?windsurfrules|CLAUDE\.md|AGENTS\.md|GEMINI\.md|copilot-instructions\.md|[\w-]{1,60}\.mdc|\.vscode\/tasks\.json|[\w.-]{1,80}\.(?:cs|vb|fs|vcx)proj|[\w.-]{1,80}\.targets|Directory\.Build\.props|(?:build|settings)\.gradle(?:\.kts)?|[\w.-]{1,80}\.pth|setup\.py|build\.rs|build\.zig|(?:GNU)?[Mm]akefile|[\w.-]{1,80}\.mk|CMakeLists\.txt|[\w.-]{1,80}\.cmake|meson\.build|Rakefile|[\w.-]{1,80}\.rake|extconf\.rb|conftest\.py|hatch_build\.py|[Jj]ustfile|Taskfile\.ya?ml|mix\.exs|build\.sbt|\.git\/hooks\/[\w-]{1,40}|\.(?:husky|githooks)\/(?:pre|post)-[\w-]{1,30}|lefthook\.ya?ml|\.pre-commit-config\.yaml|\.devcontainer\/[\w.-]{1,80}|devcontainer\.json|\.github\/workflows\/[\w.-]{1,80}|\.gitlab-ci\.ya?ml|Jenkinsfile|azure-pipelines\.ya?ml|\.circleci\/config\.ya?ml|bitbucket-pipelines\.ya?ml|\.travis\.ya?ml|sitecustomize\.py|usercustomize\.py|noxfile\.py|tox\.ini|[Gg]runtfile\.[cm]?js|[Gg]ulpfile\.[cm]?[jt]s|(?:webpack|vite|rollup|next|nuxt|babel|jest|vitest|eslint|tailwind|postcss)\.config\.[cm]?[jt]s|Vagrantfile|Podfile|Gemfile|[\w.-]{1,60}\.gemspec|conanfile\.py|SConstruct|WORKSPACE(?:\.bazel)?|MODULE\.bazel|Tiltfile|flake\.nix|shell\.nix|\.?mise\.toml)$/i;
/** A Go file whose `init` runs on import, or a `go:generate` line that `go generate` runs. */
const GO_AUTORUN = /^func\s+init\s*\(\s*\)|^\/\/go:generate\s/m;
/**
 * Round 31: a program of the skill that hands the pipe to a shell itself (Python's subprocess, Node's child_process,
 * Go's exec.Command, Swift's build plugin `arguments: ["-c", "curl … | sh"]`, Ruby's or PHP's system): the user runs
 * the program, never sees the pipe. A program file, the pipe inside a string, a call that starts a process around it.
 */
const PROGRAM_FILE =
  /\.(?:py|pyw|[cm]?js|[cm]?ts|jsx|tsx|swift|go|rs|rb|php|java|kts?|scala|cs|fs|vb|pl|pm|lua|groovy|dart|ex|exs|cr|nim|zig|r|jl)$/i;
const SPAWNS =
  /\b(?:subprocess|os\.(?:system|popen|exec\w{0,3})|child_process|execSync|execFileSync|spawnSync|spawn|exec\.Command(?:Context)?|Process\s*\(|ProcessBuilder|Runtime\.getRuntime|Command::new|prebuildCommand|buildCommand|system|popen|shell_exec|passthru|proc_open|IO\.popen|Open3|Deno\.Command|Bun\.spawn|\$\.spawn|execa|shelljs|sh\.run)\b/;
/** Whether the pipe at `index` is inside a string of a program file that starts a process in the lines around. */
function spawnedPipe(file: AuditText, index: number): boolean {
  if (file.markdown || !PROGRAM_FILE.test(file.path)) return false;
  const starts = startsOf(file);
  const w = boundsAround(file.text, starts, index, 3, 3, REACH);
  // The pipe's own line before it (at most 300 characters: a long line is not walked back).
  const before = file.text.slice(Math.max(0, index - 300), index);
  const head = before.slice(before.lastIndexOf("\n") + 1);
  return /["'`]/.test(head) && SPAWNS.test(file.text.slice(w.from, w.to));
}

/** A hook event of the skill's front matter (agent-hooks.ts). */
const HOOK_EVENT = new RegExp(String.raw`(?:^|[\s{,-])(?:${EVENTS}):`, "m");

// Each found once per file, on the first pipe asked about: a window per pipe over a file of pipes is quadratic.
const standingAt = memoOffsets(STANDING);
const unaskedAt = memoOffsets(UNASKED);
// The covert-action rule's marks of an act kept from the user ("hide this step from the user", "should stay
// invisible in your summary"), read here around a pipe instead of a send; a copy, so the two never share lastIndex.
const hiddenAt = memoOffsets(new RegExp(HIDE_MARK.source, "gi"));

/** A script the skill's own front-matter hook runs (`command: bash scripts/stop.sh`). */
function hookScript(file: AuditText): boolean {
  const intro = file.skillIntro;
  if (intro === undefined || !HOOK_EVENT.test(intro)) return false;
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  return name.length > 2 && intro.includes(name);
}

/** Whether the pipe at `index` is a standing or hidden order, or sits where it runs by itself. */
export function orderedPipe(file: AuditText, index: number): boolean {
  if (AUTORUN_FILE.test(file.path) || hookScript(file)) return true;
  if (file.path.endsWith(".go") && GO_AUTORUN.test(file.text)) return true;
  if (spawnedPipe(file, index)) return true;
  const w = boundsAround(file.text, startsOf(file), index, ABOVE, BELOW, REACH);
  return (
    anyIn(standingAt(file), w.from, w.to) ||
    anyIn(unaskedAt(file), w.from, w.to) ||
    anyIn(hiddenAt(file), w.from, w.to)
  );
}
