// Every command the extension registers, by its id. A command in the palette is declared in package.json
// (contributes.commands) and listed in MANIFEST_COMMANDS: test/unit/commandIds.test.ts holds the two equal, both ways.
// The others stand behind a link, a code action or the status bar item, and are not in the palette. Each is
// registered through src/host/loggedCommand.ts, which takes only these ids.

export const MANIFEST_COMMANDS = [
  'profileLookup.lookupUser',
  'profileLookup.setApiKey',
  'profileLookup.clearApiKey',
  'profileLookup.lookupUserAtCursor',
  'profileLookup.keepPanelOpen',
  'profileLookup.openApiKeysPage',
  'profileLookup.showIdsInFile',
  'profileLookup.ids.stop',
  'profileLookup.ids.resume',
  'profileLookup.ids.retryFailed',
  'profileLookup.ids.pin',
  'profileLookup.ids.unpin',
  'profileLookup.ids.sort',
  'profileLookup.ids.showUsersOnly',
  'profileLookup.ids.showAllIds',
  'profileLookup.ids.copyCsv',
  'profileLookup.ids.copyJson',
  'profileLookup.ids.revealNext',
  'profileLookup.ids.openProfile',
  'profileLookup.ids.copyId',
  'profileLookup.ids.lookUpAsUser',
  'profileLookup.findIdsInFolder',
  'profileLookup.folderIds.cancel',
  'profileLookup.folderIds.copyCsv',
  'profileLookup.folderIds.copyJson',
  'profileLookup.folderIds.openProfile',
  'profileLookup.folderIds.copyId',
  'profileLookup.folderIds.openLocation',
  'profileLookup.showLog',
  'profileLookup.forgetRememberedProfiles',
] as const;

export const INTERNAL_COMMANDS = [
  /** The hover's (and the Ids view's) Copy Id. */
  'profileLookup.copyId',
  /** The status bar item's menu. */
  'profileLookup.statusBarMenu',
  /** The hover's corrections of an id's kind, kept in profileLookup.ids.corrections. */
  'profileLookup.correctIdKind',
  'profileLookup.undoIdCorrection',
  /** The key guard's quick fixes. */
  'profileLookup.keyGuard.storeKey',
  'profileLookup.keyGuard.ignoreInFile',
] as const;

export type ManifestCommand = (typeof MANIFEST_COMMANDS)[number];
export type InternalCommand = (typeof INTERNAL_COMMANDS)[number];
export type CommandId = ManifestCommand | InternalCommand;

/** The second argument of a hover's links to Lookup User: the hover it was run from closes before the panel opens. */
export const HOVER_ORIGIN = 'hover';
