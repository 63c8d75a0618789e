// profileLookup_idsInText: the ids in a text an agent read (a log line, a payload), each with its kind as the hover
// would read it. It sends nothing, so an agent learns which ids are users before it spends the key's quota.
import * as vscode from 'vscode';
import { findTypedIdsInText } from '../../ids/classifyId';
import { l10n } from '../../l10n';
import { foundIdsText } from './core/foundIdsText';
import { readIdsInTextInput } from './core/toolInput';
import type { TextResult, ToolImplementation } from './languageModelTools';

export function idsInTextTool(textResult: TextResult): ToolImplementation {
  return {
    prepareInvocation() {
      return { invocationMessage: l10n.t('Finding the ids in the text') };
    },

    invoke(options) {
      const input = readIdsInTextInput(options.input);
      if (!input.ok) return Promise.resolve(textResult(input.message));
      // The hover's own classifier (this chunk carries a copy, as the Ids view's does).
      const matches = findTypedIdsInText(input.text);
      return Promise.resolve(textResult(foundIdsText(matches, { locale: vscode.env.language })));
    },
  };
}
