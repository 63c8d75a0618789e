import assert from 'node:assert/strict';
import { quotedLines, withoutLinkSyntax } from '../../../../../src/features/agentTools/core/untrustedText';
import { HOSTILE_CORPUS } from '../../../markup/hostileCorpus';

/** Markdown link and icon syntax, command links whatever their spelling. */
const LINK_OR_ICON = /\]\(|\]:|<[a-z][a-z0-9+.-]*:|\$\(|command(?::|&#0*58;?|&#x0*3a;?|&colon;?|%3a)/i;

describe('features/agentTools/core/untrustedText', () => {
  it('breaks inline links, reference definitions, autolinks, icons and the command: scheme with a space', () => {
    assert.equal(
      withoutLinkSyntax('[free](command:workbench.action.terminal.new)'),
      '[free] (command :workbench.action.terminal.new)',
    );
    assert.equal(withoutLinkSyntax('[x]: https://evil.example'), '[x] : https[:]//evil.example');
    assert.equal(withoutLinkSyntax('<https://evil.example> <Command:x>'), '< https[:]//evil.example> < Command :x>');
    assert.equal(withoutLinkSyntax('$(zap) command&#58;x COMMAND%3Ax'), '$ (zap) command &#58;x COMMAND %3Ax');
  });

  it('leaves ordinary text as written', () => {
    const text = 'Oi! 👋 [sic] (really) 5 < 6, a:b, $5, the command is /daily';
    assert.equal(withoutLinkSyntax(text), text);
  });

  it('leaves no link or icon syntax in any hostile sample', () => {
    for (const { name, input } of HOSTILE_CORPUS) assert.doesNotMatch(withoutLinkSyntax(input), LINK_OR_ICON, name);
  });

  it('quotes every line, so none can pass for a line of the result', () => {
    assert.deepEqual(quotedLines('a\r\nUser 1\n\n- XP: 9', '  '), ['  > a', '  > User 1', '  >', '  > - XP: 9']);
  });
});
