import { createInterface } from "node:readline/promises";

/** True only when a person can answer: both stdin and stdout are terminals. Never prompt otherwise. */
export const canPrompt = (): boolean => process.stdin.isTTY === true && process.stdout.isTTY === true;

/** Asks a yes/no question on the terminal; anything but y/yes is no. */
export async function askYesNo(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^\s*y(es)?\s*$/i.test(answer);
  } finally {
    rl.close();
  }
}
