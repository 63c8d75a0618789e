// Where the vscode-free core's project (tsconfig.core.json) sends an import of `vscode`: this file is no module, so
// `import … from 'vscode'` and `import('vscode')` fail to type-check there ("is not a module"). The core (src/api,
// src/ids, src/markup, src/profile, src/text, src/features/*/core, src/l10n.ts, src/log.ts, src/commandIds.ts) runs and is tested in
// plain Node; what needs the editor belongs in a feature's adapter or in src/host/.
