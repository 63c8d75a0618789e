import type { User, UserProfile } from '../../src/model/user';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { contentSecurityPolicy, type PanelState } from '../../src/features/panel/core/profilePage';
import { HOSTILE_CORPUS } from '../unit/markup/hostileCorpus';
import { openPanel, panelSuite, settled, type OpenedPanel, type OpenPanelOptions } from './panelHarness';
import { PROFILE_ID, sampleProfile } from '../support/profileFixtures';

/** Payloads that try to set the page flag rather than call alert (the corpus' choice). */
const FLAG_PAYLOADS = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned=\'img\'">',
  '"><svg onload="window.__pwned=\'svg\'">',
  "'><iframe srcdoc=\"<script>parent.__pwned='frame'</script>\">",
  '</time><a href="javascript:window.__pwned=1">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<link rel=stylesheet href="https://evil.example/x.css"><style>body{display:none}</style>',
];

/** The tags the renderer writes itself. Anything else in the document came from profile text. */
const OWN_TAGS = new Set([
  'html',
  'head',
  'meta',
  'link',
  'title',
  'body',
  'main',
  'article',
  'header',
  'footer',
  'section',
  'div',
  'p',
  'span',
  'h1',
  'h2',
  'dl',
  'dt',
  'dd',
  'data',
  'wbr',
  'time',
  'img',
  'br',
  'code',
  'button',
  'svg',
  'path',
  'circle',
  'rect',
  'script',
]);

interface DomFindings {
  foreignTags: string[];
  eventHandlerAttributes: string[];
  scriptUrls: string[];
  foreignImageSources: string[];
  scriptElements: number;
}

function inspectDom(page: Page, scriptUri: string): Promise<DomFindings> {
  return page.evaluate(
    ({ ownTags, scriptUri }) => {
      const elements = Array.from(document.querySelectorAll('*'));
      const attributes = elements.flatMap((element) =>
        Array.from(element.attributes).map((attribute) => ({ element, attribute })),
      );
      return {
        foreignTags: [
          ...new Set(elements.map((element) => element.localName).filter((name) => !ownTags.includes(name))),
        ],
        eventHandlerAttributes: attributes
          .filter(({ attribute }) => /^on/i.test(attribute.name))
          .map(({ element, attribute }) => `${element.localName}[${attribute.name}]`),
        scriptUrls: attributes
          .filter(
            ({ attribute }) => /^\s*(javascript|vbscript|data):/i.test(attribute.value) && attribute.name !== 'content',
          )
          .map(({ attribute }) => attribute.value),
        foreignImageSources: Array.from(document.images)
          .map((image) => image.getAttribute('src') ?? '')
          .filter((src) => !src.startsWith('https://cdn.discordapp.com/emojis/')),
        scriptElements: Array.from(document.scripts).filter((script) => script.src !== scriptUri).length,
      };
    },
    { ownTags: [...OWN_TAGS], scriptUri },
  );
}

function hostileProfile(text: string): UserProfile {
  const user: Partial<User> = {
    aboutMe: text,
    emojiFightEmoji: text,
    gender: text,
    banState: { bannedAt: text, expiresAt: text, reason: text },
  };
  return sampleProfile(user, {
    cluster: { raw: text, label: text, ordinal: 7, codename: text },
    tokenCreator: text,
    tokenUser: `${text} `,
  });
}

describe('profile panel in Chromium: hostile input executes nothing', function () {
  const suite = panelSuite();

  /** Opens the page, waits for the script and the images to settle, and returns every sensor's reading. */
  async function probe(state: PanelState, options: OpenPanelOptions = {}) {
    const panel: OpenedPanel = await openPanel(suite.session(), state, options);
    try {
      await settled(panel.page);
      const host = await panel.host();
      const dom = await inspectDom(panel.page, panel.assets.scriptUri);
      const flag = await panel.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
      return { host, dom, flag, offMachine: [...panel.offMachineRequests], panel };
    } finally {
      await panel.close();
    }
  }

  function assertClean(label: string, result: Awaited<ReturnType<typeof probe>>): void {
    assert.equal(result.flag, undefined, `${label}: window.__pwned stays unset`);
    assert.deepEqual(result.host.pwned, [], `${label}: no flag writes or dialogs`);
    assert.deepEqual(result.host.violations, [], `${label}: nothing even tried to break the CSP`);
    assert.deepEqual(
      result.host.scripts.map((script) => script.src),
      [result.panel.assets.scriptUri],
      `${label}: our script and no other`,
    );
    assert.equal(result.dom.scriptElements, 0, label);
    assert.deepEqual(result.dom.foreignTags, [], `${label}: no element from profile text`);
    assert.deepEqual(result.dom.eventHandlerAttributes, [], `${label}: no on* attribute`);
    assert.deepEqual(result.dom.scriptUrls, [], `${label}: no javascript: URL`);
    assert.deepEqual(result.dom.foreignImageSources, [], `${label}: images only from the emoji CDN`);
    assert.deepEqual(result.offMachine, [], `${label}: no request left the machine`);
    assert.deepEqual(result.host.states, [{ id: PROFILE_ID }], `${label}: the page script ran to the end`);
  }

  for (const { name, input } of [
    ...HOSTILE_CORPUS,
    ...FLAG_PAYLOADS.map((input, index) => ({ name: `flag payload ${index + 1}`, input })),
  ]) {
    it(`${name}: as About me, Emoji Fight emoji, gender, ban, cluster and token fields`, async function () {
      const result = await probe({ kind: 'profile', id: PROFILE_ID, profile: hostileProfile(input) });
      assertClean(name, result);
    });
  }

  it('hostile error messages, fields and ids execute nothing', async function () {
    const text = FLAG_PAYLOADS.join(' ');
    const id = `${PROFILE_ID}"><script>window.__pwned=1</script>`;
    for (const state of [
      { kind: 'error', id, error: { kind: 'InvalidResponse', message: text, field: text } },
      { kind: 'error', id, error: { kind: 'RateLimited', message: text, retryAfterMs: 60_000 } },
      { kind: 'loading', id },
    ] satisfies PanelState[]) {
      const result = await probe(state);
      assert.equal(result.flag, undefined);
      assert.deepEqual(result.host.violations, []);
      assert.deepEqual(result.dom.foreignTags, []);
      assert.deepEqual(result.dom.eventHandlerAttributes, []);
      assert.deepEqual(result.host.states, [{ id }], 'the id travels as data, intact');
    }
  });

  it('the page carries exactly the CSP of the contract, and one nonce-bearing external script', async function () {
    const panel = await suite.open({ kind: 'profile', id: PROFILE_ID, profile: sampleProfile() });
    const { origin } = suite.session().server;
    const csp = await panel.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.equal(
      csp,
      `default-src 'none'; img-src ${origin} https://cdn.discordapp.com/emojis/; style-src ${origin}; script-src 'nonce-${panel.assets.nonce}';`,
    );
    assert.equal(csp, contentSecurityPolicy(panel.assets));
    assert.equal(await panel.page.locator('script').count(), 1);
    assert.equal(
      await panel.page.locator('script').evaluate((script: HTMLScriptElement) => script.nonce),
      panel.assets.nonce,
    );
    assert.equal(await panel.page.locator('script').evaluate((script) => script.textContent), '', 'no inline code');
    assert.equal(await panel.page.locator('[style], style').count(), 0, 'no inline style for the CSP to block');
  });

  // The sensors above must be able to see an attack: plant payloads into the rendered HTML on purpose.
  it('images from the CDN load only from /emojis/: an avatar or attachment planted in the page is blocked', async function () {
    const emoji = 'https://cdn.discordapp.com/emojis/1167125644296069160.webp';
    const planted =
      ['avatars/1/a.png', 'attachments/1/2/x.png', 'icons/1/i.png']
        .map((path) => `<img src="https://cdn.discordapp.com/${path}">`)
        .join('') + `<img src="${emoji}">`;
    const result = await probe(
      { kind: 'profile', id: PROFILE_ID, profile: sampleProfile() },
      { tamper: (html) => html.replace('</main>', `${planted}</main>`) },
    );
    const blocked = result.host.violations
      .filter((v) => v.directive.startsWith('img-src'))
      .map((v) => v.blocked)
      .sort();
    assert.deepEqual(blocked, [
      'https://cdn.discordapp.com/attachments/1/2/x.png',
      'https://cdn.discordapp.com/avatars/1/a.png',
      'https://cdn.discordapp.com/icons/1/i.png',
    ]);
    assert.ok(result.panel.emojiRequests.includes(emoji), 'the emoji path still loads');
    assert.ok(
      result.panel.emojiRequests.every((url) => url.startsWith('https://cdn.discordapp.com/emojis/')),
      result.panel.emojiRequests.join(' '),
    );
  });

  it('sensor self-test: a planted payload is seen, and the CSP alone still blocks it', async function () {
    const planted =
      '<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a>';
    const result = await probe(
      { kind: 'profile', id: PROFILE_ID, profile: sampleProfile() },
      { tamper: (html) => html.replace('</main>', `${planted}</main>`) },
    );
    assert.ok(result.dom.eventHandlerAttributes.includes('img[onerror]'));
    assert.deepEqual(result.dom.scriptUrls, ['javascript:window.__pwned=3']);
    assert.equal(result.dom.scriptElements, 1);
    assert.ok(result.dom.foreignTags.includes('a'));
    assert.ok(result.host.violations.length >= 2, 'blocked inline script and handler are reported');
    assert.equal(result.flag, undefined, 'the CSP held');

    const withoutCsp = await probe(
      { kind: 'profile', id: PROFILE_ID, profile: sampleProfile() },
      {
        tamper: (html) =>
          html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '').replace('</main>', `${planted}</main>`),
      },
    );
    assert.notEqual(withoutCsp.flag, undefined, 'without the CSP the planted script runs, and the flag sensor sees it');
  });
});
