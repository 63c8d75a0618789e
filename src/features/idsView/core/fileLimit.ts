// How large a file the Ids view reads from disk (VS Code hands extensions no document over 50 MB), and what a
// user is told about a larger one.
import { l10n } from '../../../l10n';

/**
 * Files past VS Code's 50 MB sync limit are read from disk, up to 200 MB: the extension host holds the bytes and
 * their text at once (up to three times the size while decoding), in a heap it shares with every other extension.
 * 512 MB, the old limit, was the largest string V8 can make, not what the host can spare.
 */
export const MAX_FILE_BYTES = 200 * 1024 * 1024;

/** A file the Ids view will not read from disk; its message says so, in the user's language. */
export class FileTooLargeError extends Error {
  constructor(
    readonly path: string,
    readonly bytes: number,
  ) {
    super(
      l10n.t(
        'Profile Lookup: {0} is {1} MB, more than the {2} MB the Ids view reads. Open a part of it (split it, or filter it to the lines you need) and show that.',
        path,
        Math.ceil(bytes / 1024 / 1024),
        MAX_FILE_BYTES / 1024 / 1024,
      ),
    );
    this.name = 'FileTooLargeError';
  }
}
