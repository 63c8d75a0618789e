// Commands that say in the log that they ran, and why they failed.
import * as vscode from 'vscode';
import { errorText, type Logger } from '../log';
import type { CommandId } from '../commandIds';

/**
 * Registers a command that logs that it ran (its name only: an argument may be a key) and, when it fails, why,
 * before the failure goes on to VS Code. The one way this extension registers a command (a unit test holds it).
 */
export function registerLoggedCommand<A extends unknown[], R>(
  log: Logger,
  command: CommandId,
  run: (...args: A) => R | Promise<R>,
): vscode.Disposable {
  return vscode.commands.registerCommand(command, async (...args: A): Promise<R> => {
    log.debug(`command ${command}`);
    try {
      return await run(...args);
    } catch (error) {
      log.error(`command ${command} failed: ${errorText(error)}`);
      throw error;
    }
  });
}
