import type { IdSignal } from './idSignal';

/**
 * Why an id was given its kind: the rule that decided and the text it read. Every surface that shows a kind (the
 * hover's kind line, the Ids view's tooltip, the idsInText tool) words it from this, and a user's correction names
 * its `scope`.
 */
export interface IdReason {
  /** The deciding rule's id in the rule registry (src/ids/rules/), e.g. 'enclosing-block'. */
  rule: string;
  /** Which part of the context it read, which also says how a surface words the evidence. */
  signal: Exclude<IdSignal, 'none'>;
  /** The evidence as it stands in the text (a name, a comment, a mention, a URL path): one line, at most 80 characters. */
  evidence: string;
  /** Where the evidence starts, as an offset in the text that was classified (a caller that passed a slice adds its start). */
  evidenceStart: number;
  /**
   * What a correction applies to: the same key for every id the same evidence names (each id of one list, key or
   * block), whatever the id and wherever the text sits in the file: the rule's id and the evidence, normalized.
   */
  scope: string;
}
