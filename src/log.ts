// The log as every layer sees it: lines at five levels, the shape of VS Code's LogOutputChannel (which the editor
// side hands in as is), with no vscode import, so the vscode-free layers (api, ids, features/*/core) can take one
// the way they take the translator of l10n.ts. The user picks what the channel shows (Set Log Level); lines are
// plain text, and no line ever holds the API key.

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Logger = Record<LogLevel, (line: string) => void>;

/** A logger that writes each line, prefixed with its level, to one sink (a test's array, a `(line) => void`). */
export function lineLogger(sink: (line: string) => void): Logger {
  const at = (level: LogLevel) => (line: string) => sink(`[${level}] ${line}`);
  return { trace: at('trace'), debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** Logs nothing: for a layer nobody listens to. */
export const silentLogger: Logger = lineLogger(() => undefined);

/** The message of a thrown value, for a log line (never its stack: a path may name the user). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
