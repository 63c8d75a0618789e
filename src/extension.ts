// Composition root: builds the pieces, hands them to each other, registers them. Holds nothing else.
import * as vscode from 'vscode';
import { useTranslator } from './l10n';
import { ExtensionLog } from './host/extensionLog';
import { installChunkFailureReport, reportChunkFailure } from './host/chunkLoader';
import { LazyUserService } from './host/lazyUserService';
import { SettingsStore } from './host/settings';
import { registerAgentTools } from './features/agentTools/activate';
import { LazyApiKeyFeature } from './features/apiKey/activate';
import { trackApiKeyContext } from './features/apiKey/apiKeyContext';
import { registerApiKeysPageCommand } from './features/apiKey/apiKeysPage';
import { ApiKeyStore, DEV_KEY_ENV } from './features/apiKey/apiKeyStore';
import type { StatusView } from './features/apiKey/core/statusView';
import { registerCopyIdCommand } from './features/hover/copyIdCommand';
import { registerCorrectionCommands } from './features/hover/correctionCommands';
import { HoverProgress } from './features/hover/hoverProgress';
import { registerIdHovers } from './features/hover/hoverProvider';
import { LazyIdsView } from './features/idsView/activate';
import type { IdsViewSnapshot } from './features/idsView/idsView';
import { LazyFolderIdsView } from './features/folderIds/activate';
import type { FolderIdsSnapshot } from './features/folderIds/folderIds';
import { trackIdAtCursor } from './features/lookup/idUnderCursor';
import { registerLookupCommands } from './features/lookup/lookupCommand';
import { RecentLookups } from './features/lookup/recentLookups';
import { LazyPanels, registerPanels } from './features/panel/activate';
import { IdTerminalLinkProvider } from './features/terminal/terminalLinks';
import { registerForgetRememberedCommand } from './features/lookup/forgetRememberedCommand';

/** What activate() returns: a small surface for the integration tests (the terminal link provider cannot be reached through a command). */
export interface ProfileLookupExports {
  terminalLinks: IdTerminalLinkProvider;
  openPanelIds(): string[];
  /** Whether the panel showing `id` is the reusable preview (undefined: no panel shows it). */
  panelIsPreview(id: string): boolean | undefined;
  /** The HTML the panel showing `id` holds now. */
  panelHtml(id: string): string | undefined;
  /** The Ids view's tree as VS Code is given it. */
  idsView(): IdsViewSnapshot;
  /** The folder view's tree (undefined before its first scan). */
  folderIdsView(): FolderIdsSnapshot | undefined;
  /** The log's last lines, at every level. */
  recentLog(): string[];
  /** What the status bar item shows now. */
  statusBar(): StatusView | undefined;
  /** Scans a document for API keys now (the key guard otherwise scans after changes settle). */
  scanForKeys(doc: vscode.TextDocument): Promise<void>;
}

export async function activate(context: vscode.ExtensionContext): Promise<ProfileLookupExports> {
  useTranslator(
    (message, ...args) =>
      typeof message === 'string'
        ? vscode.l10n.t(message, ...args)
        : vscode.l10n.t({ message: message.message, args, comment: message.comment }),
    vscode.env.language,
  );
  const log = new ExtensionLog();
  // The lazy parts that own no log (the classifier under a position, the panel's page) report through this one.
  installChunkFailureReport(reportChunkFailure(log, (message) => vscode.window.showErrorMessage(message)));
  const settings = new SettingsStore();
  const apiKey = new ApiKeyStore(context.secrets);
  // Remembered profiles live in the global storage folder, a local path wherever the extension host runs.
  const storage = context.globalStorageUri.scheme === 'file' ? context.globalStorageUri.fsPath : undefined;
  const service = new LazyUserService(settings, apiKey, log, storage);
  const panels = new LazyPanels(context.extensionUri, service, settings, log);
  const terminalLinks = new IdTerminalLinkProvider();
  const recent = new RecentLookups(context.globalState);
  const idsView = new LazyIdsView(service, apiKey, log);
  const folderIdsView = new LazyFolderIdsView(service, log);
  const apiKeyFeature = new LazyApiKeyFeature({
    apiKey,
    service,
    settings,
    workspaceState: context.workspaceState,
    log,
  });

  context.subscriptions.push(
    log,
    settings,
    apiKey,
    service,
    panels,
    idsView,
    folderIdsView,
    apiKeyFeature,
    ...registerPanels(panels, log),
    registerApiKeysPageCommand(log),
    ...registerLookupCommands(panels, recent, log),
    log.registerShowLogCommand(),
    registerIdHovers(settings, apiKey, service, new HoverProgress()),
    registerCopyIdCommand(log),
    registerCorrectionCommands(log),
    vscode.window.registerTerminalLinkProvider(terminalLinks),
    trackIdAtCursor(),
    trackApiKeyContext(apiKey),
    ...registerAgentTools(service, (line) => log.info(line)),
    registerForgetRememberedCommand(service, log),
  );
  flushOnDeactivate = () => service.flushRemembered();

  // `npm start` runs the extension from source against the stand-in API with a sample key; an installed
  // build never reads this variable.
  const devKey = process.env[DEV_KEY_ENV];
  if (context.extensionMode === vscode.ExtensionMode.Development && devKey) {
    await apiKey
      .set(devKey)
      .catch((err: unknown) => log.warn(`${DEV_KEY_ENV} ignored: ${err instanceof Error ? err.message : 'invalid'}`));
  }
  log.info(`activated in VS Code ${vscode.version}`);
  return {
    terminalLinks,
    openPanelIds: () => panels.openIds(),
    panelIsPreview: (id) => panels.isPreview(id),
    panelHtml: (id) => panels.htmlOf(id),
    idsView: () => idsView.snapshot(),
    folderIdsView: () => folderIdsView.snapshot(),
    recentLog: () => log.recentLines(),
    statusBar: () => apiKeyFeature.started()?.statusBar(),
    scanForKeys: async (doc) => apiKeyFeature.started()?.scanForKeys(doc),
  };
}

/** Set by activate: writes the remembered profiles' pending batch. */
let flushOnDeactivate: (() => Promise<void>) | undefined;

export async function deactivate(): Promise<void> {
  // Everything else is in context.subscriptions; the batch of remembered profiles waiting for its write goes now.
  await flushOnDeactivate?.();
}
