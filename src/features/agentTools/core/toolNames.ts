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
