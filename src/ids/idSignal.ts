/** Which part of the context decided an id's kind (classifyId.ts). */
export type IdSignal =
  | 'markup'
  | 'url'
  | 'printout'
  | 'name'
  | 'container'
  | 'shape'
  | 'event'
  | 'comment'
  | 'statement'
  | 'argument'
  | 'elsewhere'
  | 'sentence'
  | 'heading'
  | 'none';
