// The one loader of the bundles that activation does not pay for (esbuild.mjs): dist/api.js (undici + zod, the
// first lookup), dist/classify.js (the typed-id classifier, the first id under the mouse, the cursor or in a
// terminal line), dist/panelPage.js (the profile page's HTML, the first panel), dist/idsView.js (the Ids view, the
// first time it is shown), dist/agentTools.js (the language model tools, the first time an agent uses one) and
// dist/apiKeyRoom.js (the status bar item and the key guard, right after activation). Each bundle carries its own
// copy of src/l10n.ts, so each is handed VS Code's translator here, once, as it loads.
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Translate } from '../l10n';
import type { ApiModule } from '../api/model/types';
import type { IdsViewModule } from '../features/idsView/contract';
import type { AgentToolsModule } from '../features/agentTools/contract';
import type { ApiKeyRoomModule } from '../features/apiKey/apiKeyRoomContract';

type ClassifierModule = typeof import('../ids/classifyId');
type PanelPageModule = typeof import('../features/panel/core/pageChunk');

/** What each chunk's entry exports: its surface, and the hook that gives it the editor's translator. */
interface Chunks {
  api: ApiModule;
  classify: ClassifierModule;
  idsView: IdsViewModule;
  agentTools: AgentToolsModule;
  panelPage: PanelPageModule;
  apiKeyRoom: ApiKeyRoomModule;
}

export type ChunkName = keyof Chunks;

/** Each chunk's entry, for running from source (unit tests and benchmarks under tsx), relative to this folder. */
const SOURCES: Readonly<Record<ChunkName, string>> = {
  api: '../api/index',
  classify: '../ids/classifyChunk',
  idsView: '../features/idsView/index',
  agentTools: '../features/agentTools/index',
  panelPage: '../features/panel/core/pageChunk',
  apiKeyRoom: '../features/apiKey/apiKeyRoomChunk',
};

const FROM_SOURCE = path.extname(__filename) === '.ts';
const loaded = new Map<ChunkName, unknown>();

const translate: Translate = (message, ...args) => vscode.l10n.t(message, ...args);

/** The chunk, required on first use and then kept. The path is computed, so the bundler leaves the require alone. */
export function loadChunk<N extends ChunkName>(name: N): Chunks[N] {
  let chunk = loaded.get(name) as (Chunks[N] & { useTranslator(fn: Translate): void }) | undefined;
  if (chunk === undefined) {
    const file = FROM_SOURCE ? path.join(__dirname, SOURCES[name]) : path.join(__dirname, `${name}.js`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    chunk = require(file) as Chunks[N] & { useTranslator(fn: Translate): void };
    chunk.useTranslator(translate);
    loaded.set(name, chunk);
  }
  return chunk;
}
