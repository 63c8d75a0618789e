import assert from 'node:assert/strict';
import { renderMarkupHtml, renderMarkupMarkdown, type MarkdownRenderOptions } from '../../../src/markup';
import { HOSTILE_CORPUS } from './hostileCorpus';
import { assertOnlyOwnHtml, assertOnlyOwnMarkdown } from './outputShape';

const OPTIONS: MarkdownRenderOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 20, 12, 0, 0) };

const ID = '123456789012345678';
const N33 = 'n'.repeat(33);
const FULL_EXAMPLE = 'Tuesday, November 14, 2023 at 10:13:20 PM UTC';
const EPOCH_D =
  '<time class="ts" datetime="1970-01-01T00:00:00.000Z" title="Thursday, January 1, 1970 at 12:00:00 AM UTC" data-ts="0" data-style="d">01/01/1970</time>';
const BLOB_HTML =
  `<img class="emoji" src="https://cdn.discordapp.com/emojis/${ID}.webp?size=64" alt=":blob:" title=":blob:" ` +
  'width="22" height="22" loading="lazy" decoding="async">';
const PARTY_HTML =
  `<img class="emoji animated" src="https://cdn.discordapp.com/emojis/${ID}.webp?size=64&amp;animated=true" alt=":party:" title=":party:" ` +
  'width="22" height="22" loading="lazy" decoding="async">';
const BLOB_MARKDOWN = `![:blob:](https://cdn.discordapp.com/emojis/${ID}.webp?size=32|width=16,height=16 "\\:blob\\:")`;
const PARTY_MARKDOWN = `![:party:](https://cdn.discordapp.com/emojis/${ID}.webp?size=32&animated=true|width=16,height=16 "\\:party\\:")`;

/** Exact output of both renderers for each corpus entry, in en-US, UTC, late 2026, default emoji sizes. */
const EXPECTED: Record<string, { html: string; markdown: string }> = {
  'script tag': {
    html: '&lt;script&gt;alert(1)&lt;/script&gt;',
    markdown: '\\<script\\>alert\\(1\\)\\<\\/script\\>',
  },
  'img with an event handler': {
    html: '&lt;img src=x onerror=alert(1)&gt;',
    markdown: '\\<img src\\=x onerror\\=alert\\(1\\)\\>',
  },
  'svg onload': {
    html: '&lt;svg/onload=alert(1)&gt;',
    markdown: '\\<svg\\/onload\\=alert\\(1\\)\\>',
  },
  'style breakout': {
    html: '&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    markdown: '\\<\\/style\\>\\<script\\>alert\\(1\\)\\<\\/script\\>',
  },
  'double quote breaking an attribute': {
    html: '&quot; onmouseover=&quot;alert(1)',
    markdown: '\\" onmouseover\\=\\"alert\\(1\\)',
  },
  'single quote breaking an attribute': {
    html: '&#39; autofocus onfocus=&#39;alert(1)',
    markdown: "\\' autofocus onfocus\\=\\'alert\\(1\\)",
  },
  'javascript: URL in a Markdown link': {
    html: '[click](javascript:alert(1))',
    markdown: '\\[click\\]\\(javascript\\:alert\\(1\\)\\)',
  },
  'command: URI in a Markdown link': {
    html: '[run](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22rm%20-rf%20~%22%7D)',
    markdown:
      '\\[run\\]\\(command\\:workbench\\.action\\.terminal\\.sendSequence\\?\\%7B\\%22text\\%22\\%3A\\%22rm\\%20\\-rf\\%20\\~\\%22\\%7D\\)',
  },
  'Markdown image to a tracker': {
    html: '![x](https://evil.example/t.png)',
    markdown: '\\!\\[x\\]\\(https\\:\\/\\/evil\\.example\\/t\\.png\\)',
  },
  'reference-style link to a command': {
    html: '[a][1]<br>[1]: command:evil',
    markdown: '\\[a\\]\\[1\\]  \n\\[1\\]\\: command\\:evil',
  },
  'bare https URL': {
    html: 'see https://evil.example/p?a=1&amp;b=2',
    markdown: 'see https\\:\\/\\/evil\\.example\\/p\\?a\\=1\\&b\\=2',
  },
  'bare www domain': {
    html: 'www.evil.example',
    markdown: 'www\\.evil\\.example',
  },
  'bare e-mail address': {
    html: 'mail a.b@evil.example',
    markdown: 'mail a\\.b\\@evil\\.example',
  },
  'angle-bracket autolinks': {
    html: '&lt;https://evil.example&gt; &lt;command:workbench.action.openSettings&gt;',
    markdown: '\\<https\\:\\/\\/evil\\.example\\> \\<command\\:workbench\\.action\\.openSettings\\>',
  },
  'HTML entities': {
    html: '&amp;lt;b&amp;gt; &amp;amp; &amp;#36;(zap) &amp;#x3C;',
    markdown: '\\&lt\\;b\\&gt\\; \\&amp\\; \\&\\#36\\;\\(zap\\) \\&\\#x3C\\;',
  },
  'theme icon syntax': {
    html: '$(zap) $(sync~spin)',
    markdown: '\\\\\\$\\(zap\\) \\\\\\$\\(sync\\~spin\\)',
  },
  'block Markdown on each line': {
    html: '# h1<br>- item<br>1. one<br>&gt; quote',
    markdown: '\\# h1  \n\\- item  \n1\\. one  \n\\> quote',
  },
  'indented code and a fence': {
    html: '    code<br>```js<br>x<br>```',
    markdown: '&nbsp;&nbsp;&nbsp;&nbsp;code  \n\\`\\`\\`js  \nx  \n\\`\\`\\`',
  },
  'setext heading, rule and table': {
    html: 'title<br>===<br>---<br>a|b<br>-|-',
    markdown: 'title  \n\\=\\=\\=  \n\\-\\-\\-  \na\\|b  \n\\-\\|\\-',
  },
  'inline emphasis, strike and code': {
    html: '**b** _i_ ~~s~~ `c`',
    markdown: '\\*\\*b\\*\\* \\_i\\_ \\~\\~s\\~\\~ \\`c\\`',
  },
  backslashes: {
    html: 'C:\\dir\\ end\\',
    markdown: 'C\\:\\\\dir\\\\ end\\\\',
  },
  'nested timestamp': {
    html:
      '&lt;t:<time class="ts" datetime="2023-11-14T22:13:20.000Z" title="Tuesday, November 14, 2023 at 10:13:20 PM UTC" ' +
      'data-ts="1700000000" data-style="d">11/14/2023</time>&gt;',
    markdown: '\\<t\\:11\\/14\\/2023\\>',
  },
  'nested emoji': {
    html: `&lt;:a:${BLOB_HTML}&gt;`,
    markdown: `\\<\\:a\\:${BLOB_MARKDOWN}\\>`,
  },
  'unterminated timestamp': {
    html: '&lt;t:1700000000',
    markdown: '\\<t\\:1700000000',
  },
  'unterminated emoji': {
    html: `&lt;:blob:${ID}`,
    markdown: `\\<\\:blob\\:${ID}`,
  },
  'negative seconds': {
    html:
      '<time class="ts" datetime="1969-12-31T00:00:00.000Z" title="Wednesday, December 31, 1969 at 12:00:00 AM UTC" ' +
      'data-ts="-86400" data-style="d">12/31/1969</time>',
    markdown: '12\\/31\\/1969',
  },
  'minus zero': {
    html: EPOCH_D,
    markdown: '01\\/01\\/1970',
  },
  '14-digit seconds': {
    html: '&lt;t:17000000000000&gt;',
    markdown: '\\<t\\:17000000000000\\>',
  },
  'last second in the Date range and the one after': {
    html:
      '<time class="ts" datetime="+275760-09-13T00:00:00.000Z" title="Saturday, September 13, 275760 at 12:00:00 AM UTC" ' +
      'data-ts="8640000000000" data-style="d">09/13/275760</time> &lt;t:8640000000001:d&gt;',
    markdown: '09\\/13\\/275760 \\<t\\:8640000000001\\:d\\>',
  },
  'unknown or missing style': {
    html: '&lt;t:1700000000:x&gt; &lt;t:1700000000:&gt; &lt;t:1700000000:RR&gt;',
    markdown: '\\<t\\:1700000000\\:x\\> \\<t\\:1700000000\\:\\> \\<t\\:1700000000\\:RR\\>',
  },
  'empty and signed timestamps': {
    html: '&lt;t:&gt; &lt;t:-&gt; &lt;t:+5&gt;',
    markdown: '\\<t\\:\\> \\<t\\:\\-\\> \\<t\\:\\+5\\>',
  },
  'emoji id of 16 digits': {
    html: '&lt;:blob:1234567890123456&gt;',
    markdown: '\\<\\:blob\\:1234567890123456\\>',
  },
  'emoji id of 21 digits': {
    html: '&lt;:blob:123456789012345678901&gt;',
    markdown: '\\<\\:blob\\:123456789012345678901\\>',
  },
  'emoji names of 1 and 33 characters': {
    html: `&lt;:x:${ID}&gt; &lt;:${N33}:${ID}&gt;`,
    markdown: `\\<\\:x\\:${ID}\\> \\<\\:${N33}\\:${ID}\\>`,
  },
  'animated emoji with a 1-character name': {
    html: `&lt;a:x:${ID}&gt;`,
    markdown: `\\<a\\:x\\:${ID}\\>`,
  },
  'emoji name with a quote and an event handler': {
    html: `&lt;:&quot;onerror=alert(1):${ID}&gt;`,
    markdown: `\\<\\:\\"onerror\\=alert\\(1\\)\\:${ID}\\>`,
  },
  'upper-case markers': {
    html: `&lt;T:1700000000&gt; &lt;A:blob:${ID}&gt;`,
    markdown: `\\<T\\:1700000000\\> \\<A\\:blob\\:${ID}\\>`,
  },
  'emoji inside a Markdown link': {
    html: `[${BLOB_HTML}](command:x)`,
    markdown: `\\[${BLOB_MARKDOWN}\\]\\(command\\:x\\)`,
  },
  'timestamp followed by a link target': {
    html:
      `<time class="ts" datetime="2023-11-14T22:13:20.000Z" title="${FULL_EXAMPLE}" data-ts="1700000000" data-style="R">3 years ago</time>` +
      '](command:x)',
    markdown: '3 years ago\\]\\(command\\:x\\)',
  },
  'adjacent markup': {
    html:
      `<time class="ts" datetime="2023-11-14T22:13:20.000Z" title="${FULL_EXAMPLE}" data-ts="1700000000" data-style="t">10:13 PM</time>` +
      PARTY_HTML +
      EPOCH_D,
    markdown: `10\\:13 PM${PARTY_MARKDOWN}01\\/01\\/1970`,
  },
  'CRLF, CR and blank lines': {
    html: 'a<br><br>b<br>c',
    markdown: 'a  \n&nbsp;  \nb  \nc',
  },
  'leading and trailing whitespace': {
    html: '  \tindented<br><br>',
    markdown: '&nbsp;&nbsp;&nbsp;indented',
  },
  'control and bidi characters': {
    html: 'a\u0000b\u202Ec',
    markdown: 'a\u0000b\u202Ec',
  },
};

describe('markup/hostile corpus', () => {
  it('has at least 30 entries, uniquely named, each with an expected output', () => {
    assert.ok(HOSTILE_CORPUS.length >= 30);
    const names = HOSTILE_CORPUS.map((entry) => entry.name);
    assert.equal(new Set(names).size, names.length);
    assert.deepEqual([...names].sort(), Object.keys(EXPECTED).sort());
  });

  for (const { name, input } of HOSTILE_CORPUS) {
    describe(name, () => {
      it('renders the exact HTML', () => {
        assert.equal(renderMarkupHtml(input, OPTIONS), EXPECTED[name]?.html);
      });

      it('renders the exact hover Markdown', () => {
        assert.equal(renderMarkupMarkdown(input, OPTIONS), EXPECTED[name]?.markdown);
      });

      it('writes no markup of its own into either output', () => {
        assertOnlyOwnHtml(renderMarkupHtml(input, OPTIONS));
        assertOnlyOwnMarkdown(renderMarkupMarkdown(input, OPTIONS));
      });
    });
  }
});
