// No renderer takes a raw field (#25 item 1): every surface that shows a profile renders its bounded view
// (src/profile/profileView.ts). This reads each renderer's imports and fails if one imports the raw answer's types,
// or reaches into a `.user`. A new surface that shows profile text is added to RENDERERS.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

const ROOT = join(__dirname, '../../..');

/** The renderers of profile text: hover, panel, Ids view rows and export, agent tools, status bar. */
const RENDERERS = [
  'src/features/hover/core/hoverMarkdown.ts',
  'src/features/panel/core/profileCard.ts',
  'src/features/panel/core/banNotice.ts',
  'src/features/panel/core/profilePage.ts',
  'src/features/panel/core/serviceFooter.ts',
  'src/features/idsView/core/rowText.ts',
  'src/features/idsView/core/exportTable.ts',
  'src/features/idsView/core/idTable.ts',
  'src/features/agentTools/core/lookupUsersText.ts',
  'src/features/apiKey/core/statusView.ts',
];

/** The raw answer: a renderer that names one of these could show a field the view never bounded. */
const RAW_TYPES = new Set(['User', 'UserProfile', 'BanState', 'LookupResult', 'Gender']);

function importedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (clause !== undefined && (ts.isNamedImports(clause) || ts.isNamedExports(clause))) {
      for (const element of clause.elements) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

describe('renderers take the profile view, never the raw answer', () => {
  for (const file of RENDERERS) {
    it(file, () => {
      const raw = importedNames(file).filter((name) => RAW_TYPES.has(name));
      assert.deepEqual(raw, [], `${file} imports the raw answer's ${raw.join(', ')}`);
      assert.doesNotMatch(
        readFileSync(join(ROOT, file), 'utf8'),
        /\.user\b|\.banState\b|\.emojiFightEmoji\b/,
        'no raw field read',
      );
    });
  }

  it('the check finds a renderer that imports the raw User (it can fail)', () => {
    const names = importedNames('src/profile/profileView.ts');
    assert.ok(names.includes('User'), "the view's constructor is the one place that takes a User");
  });
});
