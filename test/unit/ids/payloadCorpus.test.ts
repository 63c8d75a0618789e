// Precision and recall of "looked up as a user" (kind user or unknown) on real Discord payloads that
// nobody here wrote (test/corpus/discord-payloads, labelled by hand). A lookup costs a request of the
// key's 5-per-5-s quota: no id whose context shows it is not a user may cost one, and every user id must
// still show its profile.
import assert from 'node:assert/strict';
import { classifyIdAt, classifyIdMatch, findTypedIdsInText } from '../../../src/ids/classifyId';
import type { IdKind } from '../../../src/ids/idKind';
import { CORPUS_NOW_MS, loadCorpusFiles, loadLabelledIds, scoreCorpus, type LabelledId } from './payloadCorpus';

const options = { nowMs: CORPUS_NOW_MS, languageId: 'json' };

describe('typed ids on real Discord payloads', () => {
  const texts = new Map(loadCorpusFiles().map((file) => [file.name, file.text]));
  const entries = loadLabelledIds();
  const kindOf = (entry: LabelledId): IdKind => classifyIdMatch(texts.get(entry.file)!, entry, options).kind;
  const describeEntry = (entry: LabelledId): string => `${entry.file} ${entry.path} (${entry.truth})`;

  it('is a corpus of real size, most of whose ids are not users', () => {
    assert.ok(texts.size >= 80, `${texts.size} files`);
    assert.ok(entries.length >= 600, `${entries.length} ids`);
    const users = entries.filter((entry) => entry.truth === 'user').length;
    assert.ok(users / entries.length < 0.3, `${users} of ${entries.length} are users`);
  });

  it('looks up every user id (recall 1.0)', () => {
    const score = scoreCorpus(entries, kindOf);
    assert.deepEqual(score.missedUsers.map(describeEntry), []);
    assert.equal(score.recall, 1);
  });

  it('looks up no id whose context shows it is not a user (precision 1.0 in known contexts)', () => {
    const score = scoreCorpus(entries, kindOf);
    const avoidable = score.wrongLookups.filter((entry) => entry.opaque === undefined);
    assert.deepEqual(avoidable.map(describeEntry), []);
    assert.equal(score.precisionInKnownContexts, 1);
    // The ids whose payload text does not say what they are (labels.json "opaque") are looked up, as
    // ids without context are: that is the whole of the remaining imprecision.
    assert.ok(score.precision >= 0.95, `precision ${score.precision}`);
  });

  it('holds on the held-out serenity payloads, added after the rules were written', () => {
    const heldOut = entries.filter((entry) => entry.file.startsWith('serenity/'));
    assert.ok(heldOut.length >= 100, `${heldOut.length} ids`);
    const score = scoreCorpus(heldOut, kindOf);
    assert.equal(score.recall, 1);
    assert.equal(score.precision, 1);
  });

  it('gives most ids exactly their labelled kind', () => {
    const score = scoreCorpus(entries, kindOf);
    assert.ok(score.kindAccuracy >= 0.98, `kind accuracy ${score.kindAccuracy}`);
  });

  it('gives the same kinds from a whole-file scan as from the id under the mouse', () => {
    for (const [name, text] of texts) {
      for (const typed of findTypedIdsInText(text, options)) {
        assert.deepEqual(classifyIdAt(text, typed.start + 1, options), typed, `${name} at ${typed.start}`);
      }
    }
  });
});
