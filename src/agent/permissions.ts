// The permission model: which tool calls run without asking, which are refused, and who is asked.
// One gate per agent tree: subagents ask through their root, answers of "always" hold for the tree,
// and questions are put one at a time (parallel tool calls never interleave two prompts).

export type PermissionMode = "ask" | "allow" | "deny";
/** `always`: allow this tool from now on; `never`: refuse this tool (for `bash`, this command) from now on. */
export type ApprovalAnswer = "allow" | "deny" | "always" | "never";

export interface ApprovalRequest {
  /** `bash`, an MCP tool, the shell snippets of a slash command the user typed, or a file change. */
  readonly kind: "bash" | "mcp" | "shell" | "edit";
  /** The tool's name as the model sees it (`bash`, `server__tool`), or `/command` for snippets. */
  readonly tool: string;
  /** Which agent asks: `main`, or a subagent's path such as `main/1`. */
  readonly agent: string;
  /**
   * What is approved, never cut: the whole command, or the tool with its whole input as JSON. A host
   * that must shorten it for a screen shows its head and tail, says how much is hidden, and offers the rest.
   */
  readonly summary: string;
  readonly input: unknown;
  /**
   * A change to a skill's or a command's file: asked for every time, even where the rules allow the
   * tool or an earlier answer was "always" (and refused where nobody can be asked).
   */
  readonly sensitive?: boolean;
}

export interface Permissions {
  /** The `bash` tool (default `ask`). */
  readonly bash?: PermissionMode;
  /** Every MCP tool (default `ask`). */
  readonly mcp?: PermissionMode;
  /** Shell snippets of custom commands typed as `/name` (default `ask`). */
  readonly shell?: PermissionMode;
  /** `write_file` and `edit_file` (default `ask`). */
  readonly edit?: PermissionMode;
  /**
   * Consulted first (e.g. a rules file): a mode for this request, or undefined to let the modes
   * above decide. An "allow" never covers a sensitive request.
   */
  readonly rules?: (request: ApprovalRequest) => PermissionMode | undefined;
  /** Told of every "always" answer (a host persists it, e.g. `skillport chat`'s rules file). */
  readonly onAlways?: (request: ApprovalRequest) => void;
  /** Told of every "never" answer (a host persists it as a deny rule). */
  readonly onNever?: (request: ApprovalRequest) => void;
  /** Per tool name (`bash`, `github__create_issue`, `/deploy`): overrides the modes above. */
  readonly tools?: Readonly<Record<string, PermissionMode>>;
  /**
   * Asked for every call whose mode is `ask`. Without it `ask` means `deny`: nothing runs that nobody
   * allowed. `always` allows this tool for the rest of the agent's life (subagents included); `never`
   * refuses it (for `bash`, that command) without asking again.
   */
  readonly ask?: (request: ApprovalRequest, signal: AbortSignal) => ApprovalAnswer | Promise<ApprovalAnswer>;
}

export interface PermissionGate {
  /** Resolves `true` when the call may run. A throwing or rejecting `ask` counts as `deny`. */
  check(request: ApprovalRequest, signal: AbortSignal): Promise<boolean>;
}

export function createPermissionGate(
  permissions: Permissions = {},
  onDecision?: (request: ApprovalRequest, allowed: boolean, how: "rule" | "asked" | "always") => void,
): PermissionGate {
  const always = new Set<string>();
  /** Refused without asking: tool names, and `bash:COMMAND` for a bash command. */
  const never = new Set<string>();
  const neverKey = (r: ApprovalRequest): string => (r.kind === "bash" ? `bash:${r.summary}` : r.tool);
  const tell = (hook: ((r: ApprovalRequest) => void) | undefined, r: ApprovalRequest): void => {
    try {
      hook?.(r);
    } catch {
      // Persisting is the host's business; the answer stands for this agent.
    }
  };
  let queue: Promise<unknown> = Promise.resolve();
  const modeOf = (r: ApprovalRequest): PermissionMode => {
    const own =
      permissions.tools && Object.hasOwn(permissions.tools, r.tool) ? permissions.tools[r.tool] : undefined;
    return own ?? permissions[r.kind] ?? "ask";
  };
  return {
    async check(request, signal) {
      const ruled = permissions.rules?.(request) ?? modeOf(request);
      // A sensitive change is never allowed by a rule or an earlier "always": someone is asked.
      const mode = request.sensitive && ruled === "allow" ? "ask" : ruled;
      if (never.has(neverKey(request))) {
        onDecision?.(request, false, "always");
        return false;
      }
      const remembered = always.has(request.tool) && !request.sensitive;
      if (mode !== "ask" || remembered) {
        const allowed = mode === "allow" || (mode === "ask" && remembered);
        onDecision?.(request, allowed, mode === "ask" ? "always" : "rule");
        return allowed;
      }
      const ask = permissions.ask;
      if (ask === undefined) {
        onDecision?.(request, false, "rule");
        return false;
      }
      // One question at a time; a cancelled caller never gets its question put.
      const turn = queue.then(async (): Promise<boolean> => {
        if (signal.aborted || never.has(neverKey(request))) return false;
        if (always.has(request.tool) && !request.sensitive) return true;
        let answer: ApprovalAnswer;
        try {
          answer = await ask(request, signal);
        } catch {
          answer = "deny";
        }
        if (answer === "always") {
          always.add(request.tool);
          if (!request.sensitive) tell(permissions.onAlways, request);
        } else if (answer === "never") {
          never.add(neverKey(request));
          tell(permissions.onNever, request);
        }
        const allowed = answer === "allow" || answer === "always";
        onDecision?.(request, allowed, answer === "always" ? "always" : "asked");
        return allowed;
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
