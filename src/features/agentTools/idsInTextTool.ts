// profileLookup_idsInText: the ids in a text an agent read (a log line, a payload), each with its kind as the hover
// would read it. It sends nothing, so an agent learns which ids are users before it spends the key's quota. The text
// is read by the one sliced scan every whole-text reader uses: in slices of time, stopped by the call's
// cancellation, its work capped; a result cut short says how much it read.
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import { scanIdsInto } from '../../text/idScan';
import { readIdCorrections } from '../../host/idCorrectionsSetting';
import { stringSource } from '../../text/textSource';
import { DistinctIds, foundIdsText, lineCounter } from './core/foundIdsText';
import { readIdsInTextInput } from './core/toolInput';
import { MAX_ID_OCCURRENCES, MAX_TEXT_LENGTH, STRUCTURE_CHARS_PER_CHAR } from './core/toolNames';
import type { TextResult, ToolImplementation } from './languageModelTools';

export function idsInTextTool(textResult: TextResult): ToolImplementation {
  return {
    prepareInvocation() {
      return { invocationMessage: l10n.t('Finding the ids in the text') };
    },

    async invoke(options, token) {
      const input = readIdsInTextInput(options.input);
      if (!input.ok) return textResult(input.message);
      // The hover's own classifier (this chunk carries a copy, as the Ids view's does).
      const ids = new DistinctIds();
      const report = await scanIdsInto(stringSource(input.text), ids, {
        token,
        corrections: readIdCorrections(),
        maxChars: MAX_TEXT_LENGTH,
        maxMatches: MAX_ID_OCCURRENCES,
        structureCharsPerChar: STRUCTURE_CHARS_PER_CHAR,
      });
      return textResult(foundIdsText(ids, report, { locale: vscode.env.language }, lineCounter(input.text)));
    },
  };
}
