// Feature detection of the tools API, against objects shaped like the `vscode` module of each VS Code (1.90 has an
// `lm` namespace without registerTool; 1.95 and later have registerTool and the result classes).
import * as assert from 'node:assert/strict';
import type { ToolImplementation } from '../../../../src/features/agentTools/languageModelTools';
import { useFakeVscode } from '../../../support/hoverRig';

class TextPart {
  constructor(public value: string) {}
}
class ToolResult {
  constructor(public content: unknown[]) {}
}

describe('features/agentTools/languageModelTools', () => {
  useFakeVscode();
  const load = () =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../../../../src/features/agentTools/languageModelTools') as typeof import('../../../../src/features/agentTools/languageModelTools');

  it('finds no tools API where VS Code has none (1.90 to 1.94), or only part of it', () => {
    const { languageModelTools } = load();
    assert.equal(languageModelTools({}), undefined);
    assert.equal(languageModelTools({ lm: { selectChatModels: () => [] } }), undefined);
    assert.equal(
      languageModelTools({ lm: { registerTool: () => undefined }, LanguageModelTextPart: TextPart }),
      undefined,
    );
  });

  it('registers through vscode.lm.registerTool and builds a LanguageModelToolResult of one text part', () => {
    const { languageModelTools } = load();
    const registered: string[] = [];
    const lm = {
      registerTool(this: unknown, name: string, _tool: ToolImplementation) {
        assert.equal(this, lm, 'called on vscode.lm');
        registered.push(name);
        return { dispose: () => undefined };
      },
    };
    const tools = languageModelTools({ lm, LanguageModelToolResult: ToolResult, LanguageModelTextPart: TextPart });
    assert.ok(tools);
    tools.registerTool('profileLookup_lookupUsers', { invoke: async () => undefined });
    assert.deepEqual(registered, ['profileLookup_lookupUsers']);
    assert.deepEqual(tools.textResult('hi'), new ToolResult([new TextPart('hi')]));
  });
});
