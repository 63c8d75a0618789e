// The docs cannot drift: every figure README.md and CONTRIBUTING.md state about the corpus and the first start is made
// from the data (scripts/docFigures.ts) and checked here; every benchmark goal CONTRIBUTING.md states is the bench's
// own; each command and view has one name, the one the manifest gives it (package.nls.json); CHANGELOG.md speaks to
// users.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_FILES, figureBlocks, figureNames, withFigures } from '../../scripts/docFigures';
import { HOST_BLOCK_GOAL_MS } from '../../bench/types';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the docs say what the data says', () => {
  it('each figure block is what the data makes now (npx tsx scripts/docFigures.ts --write rewrites them)', function () {
    this.timeout(60_000); // reads the whole bot-code corpus
    const blocks = figureBlocks();
    const expected: Record<string, string[]> = {
      'README.md': [
        'classifier',
        'ids-view-progress',
        'ids-view-pace',
        'ids-view-scan',
        'agent-tools-pace',
        'key-guard-scan',
        'first-start',
      ],
      'CONTRIBUTING.md': ['first-start-steps'],
    };
    for (const file of DOC_FILES) {
      const text = read(file);
      assert.deepEqual(figureNames(text), expected[file], `${file}'s figures`);
      assert.equal(text, withFigures(text, blocks), `${file} is out of date: npx tsx scripts/docFigures.ts --write`);
    }
    assert.match(blocks.classifier!, /^On public bot code[^]*\(\d[\d,]* sources and [\d,]+ labelled ids/);
  });

  it('the figures follow the data: another corpus score gives other words', () => {
    const text = 'a <!-- figures:classifier -->old words<!-- /figures --> b';
    assert.equal(withFigures(text, { classifier: 'new' }), 'a <!-- figures:classifier -->new<!-- /figures --> b');
    assert.throws(() => withFigures('<!-- figures:nothing -->x<!-- /figures -->', {}), /no figure named nothing/);
  });

  it('every benchmark goal CONTRIBUTING.md states is a goal the bench it names judges', () => {
    const contributing = read('CONTRIBUTING.md');
    const section = contributing.slice(
      contributing.indexOf('## Benchmarks'),
      contributing.indexOf('\n## ', contributing.indexOf('## Benchmarks') + 1),
    );
    // Each paragraph names its bench (`bench/<name>.bench.ts`); the goals after it, in its table or its text, are that
    // bench's: a table row's last cell in backticks, or "its goal, `…`".
    let bench: string | undefined;
    const checked: string[] = [];
    for (const line of section.split('\n')) {
      const named = /`(bench\/\w+\.bench\.ts)`/.exec(line)?.[1];
      if (named !== undefined && !line.startsWith('|')) bench = named;
      const goals = [...line.matchAll(/^\|[^|]+\| `([^`]+)` \|$/gm), ...line.matchAll(/its goal, `([^`]+)`/g)].map(
        (m) => m[1]!,
      );
      for (const goal of goals) {
        assert.ok(bench, `a goal before any bench is named: ${goal}`);
        // A goal written with the shared block goal's constant reads as its value.
        const source = read(bench).replaceAll('${HOST_BLOCK_GOAL_MS}', String(HOST_BLOCK_GOAL_MS));
        assert.ok(
          source.includes(`goal: '${goal}'`) || source.includes(`goal: \`${goal}\``),
          `${bench} has no goal '${goal}'`,
        );
        checked.push(`${bench}: ${goal}`);
      }
    }
    assert.ok(checked.length >= 9, `the goals checked: ${checked.join('; ')}`);
    assert.doesNotMatch(
      section.replace(/`[^`]*`/g, ''),
      /\d+(\.\d+)? ?(ms|µs|milliseconds)\b/,
      'no measured figure outside a goal: they are what npm run bench prints',
    );
  });

  it('each command and view has the name the manifest gives it', () => {
    const nls = JSON.parse(read('package.nls.json')) as Record<string, string>;
    const titles = new Set(
      Object.entries(nls)
        .filter(([key]) => key.startsWith('command.'))
        .map(([, title]) => title),
    );
    for (const file of ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md']) {
      const text = read(file);
      for (const [, title] of text.matchAll(/Profile Lookup: ([A-Z][A-Za-z ]+?)(?=[*`)\].,:;]|$)/gm))
        assert.ok(titles.has(title!.trim()), `${file}: "Profile Lookup: ${title}" is no command title`);
      assert.doesNotMatch(
        text,
        /\bLook Up User\b(?!s)/,
        `${file}: the command is "${nls['command.lookupUser.title']}"`,
      );
    }
    // The view's name as the UI shows it.
    assert.equal(nls['view.ids.name'], 'Profile Lookup');
    for (const file of ['README.md', 'CONTRIBUTING.md'])
      assert.doesNotMatch(read(file), /\bIds view\b|\*\*Ids\*\* view/, `${file} names the view as the UI does`);
  });

  it("CHANGELOG's Unreleased speaks to users: contributor notes are in CONTRIBUTING.md", () => {
    const changelog = read('CHANGELOG.md');
    const unreleased = changelog.slice(
      changelog.indexOf('## [Unreleased]'),
      changelog.indexOf('\n## [', changelog.indexOf('## [Unreleased]') + 1),
    );
    for (const line of unreleased.split('\n').filter((l) => l.startsWith('- ')))
      assert.doesNotMatch(
        line,
        /^- (`npm (start|test|run)|Contributors?\b|For contributors|CI \(|CONTRIBUTING)/,
        `a contributor's note in CHANGELOG.md: ${line}`,
      );
    assert.match(read('CONTRIBUTING.md'), /## Changes for contributors/);
  });
});
