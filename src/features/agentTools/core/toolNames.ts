// The tools' names as the manifest declares them (contributes.languageModelTools) and VS Code lists them.

export const LOOKUP_USERS_TOOL = 'profileLookup_lookupUsers';
export const IDS_IN_TEXT_TOOL = 'profileLookup_idsInText';

/** Ids one lookupUsers call may ask for: ten windows of the service's 5 per 5 s, under a minute of waiting. */
export const MAX_IDS_PER_CALL = 50;

/** The longest text idsInText reads: a large log excerpt; past it an agent should pass the part it cares about. */
export const MAX_TEXT_LENGTH = 1_000_000;

/** Distinct ids idsInText lists at most: past it the result would crowd out the model's context. */
export const MAX_LISTED_IDS = 200;

/**
 * Id occurrences idsInText reads at most: a bound on its work whatever the text is made of (a bot log of the longest
 * text holds about 2,000; a text made only of ids, up to 55,000). Past it, the result says how much it read.
 */
export const MAX_ID_OCCURRENCES = 20_000;

/**
 * Characters of structure reading (the object or array around an id) per character of the text idsInText reads: the
 * dense real payloads of the tests' corpus use well under 4. The Ids view allows 16, as it keeps 1,000 ids of
 * documents of any size; here the 200 listed ids of a hostile text all come from its start, where the first piece's
 * budget is spent at once (200 ids of `"id":<id>,` in one unclosed `{`: 114 ms of CPU at 16, 68 ms at 4, against
 * 15-18 ms for a bot log of the same length).
 */
export const STRUCTURE_CHARS_PER_CHAR = 4;
