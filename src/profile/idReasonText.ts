// Why an id has its kind, in words: "Role: in the `ROLES` block, line 12", "Channel: the comment `# log channel`",
// "User: corrected by you (was role: in the `ROLES` block)". One wording for every surface that shows a kind (the
// hover's kind line, the Ids view's tooltip, the idsInText tool), each writing our words and quoting the evidence its
// own way (a ReasonFormat): the evidence is a file's text, as hostile as a profile's.
import type { IdKind } from '../ids/idKind';
import { idKindName } from '../ids/idKindNames';
import type { IdReason } from '../ids/idReason';
import { l10n } from '../l10n';

/** A typed id as the surfaces hold it: its kind, the reason the classifier gave, and the kind a correction replaced. */
export interface ReasonedKind {
  kind: IdKind;
  reason?: IdReason;
  correctedFrom?: IdKind;
}

/** How a surface writes a reason. */
export interface ReasonFormat {
  /** Our own (translated) words; `atLineStart` for the piece the reason starts with. */
  words(text: string, atLineStart: boolean): string;
  /** The evidence, the file's text as it stands, quoted so that it can only be shown. */
  evidence(text: string): string;
}

/** Where the evidence stands: shown as "line N" when it is not on the id's own line. Both 1-based. */
export interface ReasonLines {
  evidenceLine: number;
  idLine: number;
}

/** Stands for the evidence in a translated sentence until the sentence is written out; no message or name holds it. */
const EVIDENCE = '\uE000';

/** How each signal says where the evidence is; `{0}` is the evidence. */
function evidencePhrase(reason: IdReason): string {
  switch (reason.signal) {
    case 'markup':
      return l10n.t('the markup {0}', EVIDENCE);
    case 'url':
      return l10n.t('the URL path {0}', EVIDENCE);
    case 'printout':
      return l10n.t("the library's printout {0}", EVIDENCE);
    case 'name':
      return l10n.t('the name {0}', EVIDENCE);
    case 'container':
      return l10n.t('in the {0} block', EVIDENCE);
    case 'shape':
      return l10n.t("its object's members {0}", EVIDENCE);
    case 'event':
      return l10n.t('the event {0}', EVIDENCE);
    case 'comment':
      return l10n.t('the comment {0}', EVIDENCE);
    case 'statement':
      return l10n.t('the statement {0}', EVIDENCE);
    case 'argument':
      return l10n.t('passed as {0}', EVIDENCE);
    case 'elsewhere':
      return l10n.t('the same id elsewhere, {0}', EVIDENCE);
    case 'sentence':
      return l10n.t('the sentence {0}', EVIDENCE);
    case 'heading':
      return l10n.t('under the heading {0}', EVIDENCE);
  }
}

function withLine(phrase: string, lines: ReasonLines | undefined): string {
  return lines === undefined || lines.evidenceLine === lines.idLine
    ? phrase
    : l10n.t('{0}, line {1}', phrase, String(lines.evidenceLine));
}

/** The translated sentence with EVIDENCE in it, written out in `format`. */
function written(sentence: string, evidence: string, format: ReasonFormat): string {
  return sentence
    .split(EVIDENCE)
    .map((piece, index) => format.words(piece, index === 0))
    .join(format.evidence(evidence));
}

/**
 * The reason without the kind: "in the `ROLES` block, line 12", "corrected by you (was role: in the `ROLES` block)".
 * Undefined for an id nothing around it typed.
 */
export function idReasonPhrase(typed: ReasonedKind, format: ReasonFormat, lines?: ReasonLines): string | undefined {
  const { reason } = typed;
  if (reason === undefined) return undefined;
  const phrase = withLine(evidencePhrase(reason), lines);
  const sentence =
    typed.correctedFrom === undefined
      ? phrase
      : l10n.t('corrected by you (was {0}: {1})', idKindName(typed.correctedFrom).toLowerCase(), phrase);
  return written(sentence, reason.evidence, format);
}

/** The kind and why: "Role: in the `ROLES` block, line 12". Undefined for an id nothing around it typed. */
export function idReasonLine(typed: ReasonedKind, format: ReasonFormat, lines?: ReasonLines): string | undefined {
  const phrase = idReasonPhrase(typed, format, lines);
  return phrase === undefined ? undefined : `${format.words(l10n.t('{0}:', idKindName(typed.kind)), true)} ${phrase}`;
}

/** `text` on one line: every control character and line separator a space. */
function oneLine(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    out += control ? ' ' : text.charAt(index);
  }
  return out;
}

/** Plain text (a tree item's tooltip, a setting's note): the evidence in backticks, on one line. */
export const PLAIN_REASON: ReasonFormat = {
  words: (text) => text,
  evidence: (text) => `\`${oneLine(text)}\``,
};
