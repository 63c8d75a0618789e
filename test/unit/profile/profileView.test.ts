// The one bounded view of a profile (#25 item 1), with the hostile table in every text field.
import type { BoundedText, ProfileView } from '../../../src/model/viewTypes';
import assert from 'node:assert/strict';
import { boundText } from '../../../src/profile/boundedText';
import { profileView, VIEW_BOUNDS } from '../../../src/profile/profileView';
import { HOSTILE_INPUTS, hostileUsers, LINE_BREAKS, rawControlAt, userWith } from '../../support/hostileInputs';

function texts(view: ProfileView): [string, BoundedText, { maxChars: number; maxLines: number }][] {
  const out: [string, BoundedText, { maxChars: number; maxLines: number }][] = [
    ['gender', view.gender, VIEW_BOUNDS.gender],
  ];
  if (view.aboutMe) out.push(['aboutMe', view.aboutMe, VIEW_BOUNDS.aboutMe]);
  if (view.aboutMePreview) out.push(['aboutMePreview', view.aboutMePreview, VIEW_BOUNDS.aboutMePreview]);
  if (view.emojiFight.kind === 'text') out.push(['emojiFight', view.emojiFight.text, VIEW_BOUNDS.emojiFight]);
  if (view.ban) {
    out.push(
      ['ban.reason', view.ban.reason, VIEW_BOUNDS.banReason],
      ['ban.reasonLine', view.ban.reasonLine, VIEW_BOUNDS.banReasonLine],
    );
    out.push(['ban.bannedAt', view.ban.bannedAt, VIEW_BOUNDS.instant]);
    if (view.ban.expiresAt) out.push(['ban.expiresAt', view.ban.expiresAt, VIEW_BOUNDS.instant]);
  }
  return out;
}

describe('profile/profileView: the one bounded view', () => {
  for (const { name, user } of hostileUsers()) {
    it(`bounds every text field in characters and lines, one kind of line break, controls visible: ${name}`, () => {
      const view = profileView(user);
      for (const [field, text, bound] of texts(view)) {
        assert.ok(text.text.length <= bound.maxChars, `${field}: ${text.text.length} characters`);
        assert.ok(text.text.split('\n').length <= bound.maxLines, `${field}: ${text.text.split('\n').length} lines`);
        assert.equal(rawControlAt(text.text), -1, `${field}: a raw control or line break`);
        assert.doesNotMatch(
          text.text,
          /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
          `${field}: no lone surrogate`,
        );
      }
      assert.deepEqual(JSON.parse(JSON.stringify(view)), view, 'plain JSON data: a store keeps it as it is');
      assert.equal(view.xp, '9007199254740993');
      assert.equal(view.sonhos, '18446744073709551615');
    });
  }

  it('reads every form of line break as one line break, and one-line fields as spaces', () => {
    for (const { name, text } of LINE_BREAKS) {
      const view = profileView(userWith('aboutMe', `a${text}b`));
      assert.equal(view.aboutMe?.text, 'a\nb', name);
      assert.equal(profileView(userWith('gender', `a${text}b`)).gender.text, 'a b', name);
    }
  });

  it('shows control characters visibly and keeps emoji pairs whole', () => {
    assert.equal(
      boundText('a\u0000b\u001bc\u007fd\u009be\u202ef', { maxChars: 100, maxLines: 5 }).text,
      'a\u2400b\u241bc\u2421d\ufffde\ufffdf',
    );
    assert.equal(boundText('a\tb', { maxChars: 100, maxLines: 5 }).text, 'a b');
    const cut = boundText('😀😀😀', { maxChars: 3, maxLines: 1 });
    assert.deepEqual([cut.text, cut.cut, cut.sentChars], ['😀', true, 6]);
  });

  it('says what it cut, and how long the text was', () => {
    const huge = HOSTILE_INPUTS.find((i) => i.name === '1 MiB of text')!.text;
    const view = profileView(userWith('aboutMe', huge));
    assert.equal(view.aboutMe?.cut, true);
    assert.equal(view.aboutMe?.sentChars, huge.length);
    assert.equal(profileView(userWith('aboutMe', 'short')).aboutMe?.cut, false);
  });

  it('skips blank lines before About me, and treats a blank one as none', () => {
    assert.equal(profileView(userWith('aboutMe', `${'\n'.repeat(4_000)}  hello`)).aboutMe?.text, '  hello');
    assert.equal(
      profileView(userWith('aboutMe', `${'\n'.repeat(100_000)}  hello`)).aboutMe,
      null,
      'past the lookahead: nothing within reach to show',
    );
    assert.equal(profileView(userWith('aboutMe', '\u2028 \t\r\n')).aboutMe, null);
  });

  it("expanded (the panel's Show all) keeps more of About me and the reason, and still bounds them", () => {
    const many = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n');
    const view = profileView({ ...userWith('banReason', many), aboutMe: many }, { expanded: true });
    assert.equal(view.expanded, true);
    assert.equal(view.aboutMe?.text.split('\n').length, VIEW_BOUNDS.aboutMeExpanded.maxLines);
    assert.equal(view.ban?.reason.text.split('\n').length, VIEW_BOUNDS.banReasonExpanded.maxLines);
    assert.equal(profileView(userWith('aboutMe', many)).aboutMe?.text.split('\n').length, VIEW_BOUNDS.aboutMe.maxLines);
  });

  it("reads a ban's instants once, and keeps unreadable ones as (bounded) text", () => {
    const view = profileView(userWith('bannedAt', 'not a date'));
    assert.equal(view.ban?.bannedAtMs, null);
    assert.equal(view.ban?.bannedAt.text, 'not a date');
    assert.equal(view.ban?.expiresAtMs, Date.parse('2030-01-01T00:00:00Z'));
  });
});
