// A minimal stand-in for the `vscode` module, for measuring and checking activation in plain Node.
// This is a mock because the real module exists only inside VS Code's extension host; the integration
// suite runs the same activation in a real VS Code.
import Module from 'node:module';

type Listener = (e: unknown) => void;

class EventEmitter {
  private listeners: Listener[] = [];
  event = (listener: Listener) => {
    this.listeners.push(listener);
    return { dispose: () => (this.listeners = this.listeners.filter((l) => l !== listener)) };
  };
  fire(e?: unknown): void {
    for (const l of this.listeners) l(e);
  }
  dispose(): void {
    this.listeners = [];
  }
}

class MarkdownString {
  isTrusted: unknown;
  supportHtml = false;
  constructor(
    public value = '',
    public supportThemeIcons = false,
  ) {}
}

class Position {
  constructor(
    public line: number,
    public character: number,
  ) {}
}

class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(
    public startLine: number,
    public startCharacter: number,
    public endLine: number,
    public endCharacter: number,
  ) {
    this.start = new Position(startLine, startCharacter);
    this.end = new Position(endLine, endCharacter);
  }
}

class Hover {
  contents: MarkdownString[];
  constructor(
    contents: MarkdownString,
    public range?: Range,
  ) {
    this.contents = [contents];
  }
}

const disposable = () => ({ dispose: () => undefined });
const event = () => disposable();

export interface FakeVscode {
  registeredCommands: string[];
  /** What `setContext` was last told for each context key (VS Code's own store cannot be read back, even there). */
  contexts: Map<string, unknown>;
  /** Each message window.showErrorMessage was given, in order. */
  shownErrors: string[];
  uninstall(): void;
}

export function installFakeVscode(): FakeVscode {
  const registeredCommands: string[] = [];
  const contexts = new Map<string, unknown>();
  const shownErrors: string[] = [];
  const uri = (path: string) => ({ path, fsPath: path, toString: () => `file://${path}` });
  const vscode = {
    EventEmitter,
    MarkdownString,
    Position,
    Range,
    Hover,
    Disposable: {
      from: (...items: { dispose(): unknown }[]) => ({ dispose: () => items.forEach((i) => i.dispose()) }),
    },
    ExtensionMode: { Production: 1, Development: 2, Test: 3 },
    ViewColumn: { Active: -1 },
    ProgressLocation: { Window: 10 },
    StatusBarAlignment: { Left: 1, Right: 2 },
    CodeActionKind: { QuickFix: { value: 'quickfix' } },
    DiagnosticSeverity: { Error: 0, Warning: 1 },
    ThemeColor: class {
      constructor(readonly id: string) {}
    },
    Uri: { joinPath: (base: { path: string }, ...parts: string[]) => uri([base.path, ...parts].join('/')) },
    env: { language: 'en', clipboard: { writeText: async () => undefined } },
    // English with the placeholders filled in, as vscode.l10n.t does without a bundle.
    l10n: {
      t: (message: string, ...args: unknown[]) =>
        message.replace(/\{(\d+)\}/g, (whole, i: string) =>
          args[Number(i)] === undefined ? whole : String(args[Number(i)]),
        ),
    },
    workspace: {
      getConfiguration: () => ({ get: (_k: string, d?: unknown) => d, inspect: () => undefined }),
      onDidChangeConfiguration: event,
      textDocuments: [],
      onDidOpenTextDocument: event,
      onDidChangeTextDocument: event,
      onDidCloseTextDocument: event,
    },
    window: {
      showErrorMessage: async (message: string) => void shownErrors.push(message),
      createOutputChannel: () => ({
        trace: () => undefined,
        debug: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
        show: () => undefined,
        dispose: () => undefined,
      }),
      registerWebviewPanelSerializer: disposable,
      registerTerminalLinkProvider: disposable,
      onDidChangeTextEditorSelection: event,
      onDidChangeActiveTextEditor: event,
      activeTextEditor: undefined,
      createStatusBarItem: () => ({ show: () => undefined, hide: () => undefined, dispose: () => undefined }),
      // The Ids view's tree, hidden: activation registers it and loads nothing more.
      createTreeView: () => ({ visible: false, onDidChangeVisibility: event, dispose: () => undefined }),
    },
    commands: {
      registerCommand: (name: string) => {
        registeredCommands.push(name);
        return disposable();
      },
      executeCommand: async (name: string, ...args: unknown[]) => {
        if (name === 'setContext') contexts.set(String(args[0]), args[1]);
        return undefined;
      },
    },
    languages: {
      registerHoverProvider: disposable,
      registerCodeActionsProvider: disposable,
      createDiagnosticCollection: () => ({ set: () => undefined, delete: () => undefined, dispose: () => undefined }),
    },
  };
  const mod = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const original = mod._load;
  mod._load = function (request: string, ...rest: unknown[]) {
    return request === 'vscode' ? vscode : original.call(this, request, ...rest);
  };
  return { registeredCommands, contexts, shownErrors, uninstall: () => void (mod._load = original) };
}

export function fakeExtensionContext(extensionPath: string) {
  const secrets = new EventEmitter();
  return {
    subscriptions: [] as { dispose(): unknown }[],
    extensionUri: { path: extensionPath, fsPath: extensionPath },
    /** Where remembered profiles would be written: nothing is read or made there at activation. */
    globalStorageUri: {
      scheme: 'file',
      path: `${extensionPath}/globalStorage`,
      fsPath: `${extensionPath}/globalStorage`,
    },
    extensionMode: 1,
    globalState: { get: () => undefined, update: async () => undefined },
    workspaceState: { get: () => undefined, update: async () => undefined },
    secrets: {
      get: async () => undefined,
      store: async () => undefined,
      delete: async () => undefined,
      onDidChange: secrets.event,
    },
  };
}
