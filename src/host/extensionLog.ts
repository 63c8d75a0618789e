// The extension's log: VS Code's LogOutputChannel ("Profile Lookup" in the Output view), whose level the user
// picks (Set Log Level), handed to every layer as a Logger (src/log.ts). It keeps its last lines, at every level,
// for the integration tests that check what is logged and that the API key never is.
import * as vscode from 'vscode';
import type { LogLevel, Logger } from '../log';
import { registerLoggedCommand } from './loggedCommand';

const KEPT_LINES = 500;

export class ExtensionLog implements Logger, vscode.Disposable {
  private readonly channel = vscode.window.createOutputChannel('Profile Lookup', { log: true });
  private readonly kept: string[] = [];
  readonly trace = this.at('trace');
  readonly debug = this.at('debug');
  readonly info = this.at('info');
  readonly warn = this.at('warn');
  readonly error = this.at('error');

  private at(level: LogLevel): (line: string) => void {
    return (line) => {
      this.channel[level](line);
      this.kept.push(`[${level}] ${line}`);
      if (this.kept.length > KEPT_LINES) this.kept.shift();
    };
  }

  /** The last lines, at every level, whatever the channel shows. */
  recentLines(): string[] {
    return [...this.kept];
  }

  /** `profileLookup.showLog`: the Output view on this log. */
  registerShowLogCommand(): vscode.Disposable {
    return registerLoggedCommand(this, 'profileLookup.showLog', () => this.channel.show(true));
  }

  dispose(): void {
    this.channel.dispose();
  }
}
