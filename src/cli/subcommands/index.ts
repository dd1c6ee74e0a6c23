import type { Command } from "commander";
import type { CliContext } from "../context.js";
import { registerActivate } from "./activate.js";
import { registerAdd } from "./add.js";
import { registerAudit } from "./audit.js";
import { registerCatalog } from "./catalog.js";
import { registerChat } from "./chat.js";
import { registerCommandsCommand } from "./commands.js";
import { registerDoctor } from "./doctor.js";
import { registerExpand } from "./expand.js";
import { registerExport } from "./export.js";
import { registerInstallCommand } from "./install.js";
import { registerLink } from "./link.js";
import { registerList } from "./list.js";
import { registerMcp } from "./mcp.js";
import { registerNew } from "./new.js";
import { registerRemove } from "./remove.js";
import { registerSearch } from "./search.js";
import { registerShare } from "./share.js";
import { registerTrust } from "./trust.js";
import { registerOutdated, registerUpdate } from "./update.js";
import { registerValidate } from "./validate.js";
import { registerWatch } from "./watch.js";

/** Every subcommand, in help order. Add new commands here. */
export function registerCommands(program: Command, ctx: CliContext): void {
  registerList(program, ctx);
  registerValidate(program, ctx);
  registerAudit(program, ctx);
  registerNew(program, ctx);
  registerCatalog(program, ctx);
  registerActivate(program, ctx);
  registerExpand(program, ctx);
  registerSearch(program, ctx);
  registerCommandsCommand(program, ctx);
  registerDoctor(program, ctx);
  registerLink(program, ctx);
  registerMcp(program, ctx);
  registerTrust(program, ctx);
  registerShare(program, ctx);
  registerAdd(program, ctx);
  registerRemove(program, ctx);
  registerInstallCommand(program, ctx);
  registerUpdate(program, ctx);
  registerOutdated(program, ctx);
  registerExport(program, ctx);
  registerWatch(program, ctx);
  registerChat(program, ctx);
}
