// Round 28: a remote shell over chat. A Telegram, Discord or Slack bot whose handler runs the text of the
// messages it receives as a command and posts the output back (the Discord and Telegram RATs of the malware
// write-ups): whoever writes in the chat runs commands on this machine. A bot that runs a fixed command for a
// keyword, or answers from the text without running it, is not one.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** A handler of incoming chat messages (python-telegram-bot, pyTelegramBotAPI, aiogram, discord.py, discord.js, Telegraf, Slack Bolt). */
const HANDLER =
  /\bmessage_handler\b|\bMessageHandler\s*\(|\bCommandHandler\s*\(|\bon_message\b|\bon\(\s*["'](?:messageCreate|message|text)["']|\bdp\.message\b|\brouter\.message\b|\bapp\.(?:message|event)\s*\(|\bbot\.(?:on|hears|command)\s*\(|\bclient\.on\(\s*["']messageCreate["']/;
/** The message's text (or a slice of it) handed to something that runs a command. */
const RUNS_TEXT =
  /\b(?:subprocess\.(?:run|call|check_output|check_call|getoutput|getstatusoutput|Popen)|os\.(?:system|popen)|create_subprocess_shell|execSync|exec|spawnSync|Invoke-Expression|iex)\s*\(\s*(?:f?["'][^"'\n]{0,40}["']\s*\+\s*)?[\w.]{0,40}\.(?:text|content|message\.text|args)\b/;

export const SHELL_BOT_HINTS = words(
  "message_handler|messagehandler|commandhandler|on_message|messagecreate|dp.message|router.message|app.message|app.event|bot.on(|bot.hears|bot.command",
);

export function shellBot(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (!HANDLER.test(l.text)) continue;
    if (RUNS_TEXT.test(window(file.text, starts, lineOf(starts, l.index), 0, 8).text))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
