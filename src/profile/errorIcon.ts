import type { LookupErrorKind } from '../model/lookupError';
// The codicon that stands for each kind of lookup error, the same wherever codicons are drawn (the hover's notes, the
// Ids view's rows).

export function errorCodicon(kind: LookupErrorKind): string {
  switch (kind) {
    case 'NotFound':
      return 'circle-slash';
    case 'Unauthorized':
    case 'NoKey':
      return 'key';
    case 'RateLimited':
    case 'Timeout':
      return 'watch';
    case 'Network':
      return 'debug-disconnect';
    default:
      return 'warning';
  }
}
