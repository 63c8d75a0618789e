// The service's enumerations are free text to a client. A value named like a member of Object.prototype
// once made the hover throw (its label was looked up in a plain object); every such name must render as
// itself in both the hover and the panel.
import type { LookupError, LookupErrorKind } from '../../../src/model/lookupError';
import * as assert from 'node:assert/strict';
import { errorNote, profileHoverMarkdown } from '../../../src/features/hover/core/hoverMarkdown';
import { escapeMarkdown } from '../../../src/markup';
import { genderLabel } from '../../../src/profile/labels';
import { genderText, profileView } from '../../../src/profile/profileView';
import { renderProfilePage, type PanelAssets } from '../../../src/features/panel/core/profilePage';
import { NOW_MS, PROFILE_ID, sampleProfile } from '../../support/profileFixtures';

const ASSETS: PanelAssets = {
  cspSource: 'https://x.invalid',
  nonce: 'n0nce',
  styleUri: 'https://x.invalid/a.css',
  scriptUri: 'https://x.invalid/a.js',
};
const OPTIONS = { locale: 'en-US', timeZone: 'UTC', nowMs: NOW_MS };
const PROTOTYPE_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'hasOwn'];

describe('enumeration values named like Object.prototype members', () => {
  it('covers the members that broke the hover', () => {
    for (const name of ['constructor', 'toString', 'valueOf', '__proto__'])
      assert.ok(PROTOTYPE_NAMES.includes(name), name);
  });

  for (const name of PROTOTYPE_NAMES) {
    it(`gender "${name}" is shown as sent by the view, the hover and the panel`, () => {
      const profile = sampleProfile({ gender: name });
      assert.equal(genderLabel(name), name);
      assert.equal(genderText(profileView(profile.user)), name);
      const markdown = profileHoverMarkdown(profile.view, OPTIONS);
      assert.ok(markdown.includes(`Gender ${escapeMarkdown(name)}`), markdown);
      const html = renderProfilePage({ kind: 'profile', id: PROFILE_ID, profile }, ASSETS, OPTIONS);
      assert.ok(html.includes(`<dt>Gender</dt><dd>${name}</dd>`), 'the panel shows the value as sent');
    });

    it(`error kind "${name}" gets a generic line in the hover and a generic page in the panel`, () => {
      const error = { kind: name as LookupErrorKind, message: 'Something odd happened.' } satisfies LookupError;
      const note = errorNote(error);
      assert.equal(typeof note, 'string');
      const html = renderProfilePage({ kind: 'error', id: PROFILE_ID, error }, ASSETS, OPTIONS);
      assert.ok(html.includes('Something odd happened.'));
      assert.ok(
        html.includes('<h1 id="state-title">Lookup failed</h1>'),
        'a headline of its own, not a prototype member',
      );
    });
  }
});
