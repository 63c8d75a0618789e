// The Ids view as the manifest contributes it: its icon, its welcome content (no document, no key) with buttons
// that run commands there are, driven by context keys the code sets, and Show Ids in File only where it applies.
import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface MenuItem {
  command: string;
  when?: string;
  group?: string;
}
interface Manifest {
  contributes: {
    commands: { command: string; title: string; icon?: string }[];
    viewsContainers: { activitybar: { id: string; icon: string; title: string }[] };
    views: Record<string, { id: string; icon?: string; name: string }[]>;
    viewsWelcome: { view: string; contents: string; when?: string }[];
    menus: Record<string, MenuItem[]>;
  };
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
const nls = (language: string) =>
  JSON.parse(
    readFileSync(join(root, language === 'en' ? 'package.nls.json' : `package.nls.${language}.json`), 'utf8'),
  ) as Record<string, string>;

function sourceText(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory()
        ? sourceText(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? readFileSync(join(dir, entry.name), 'utf8')
          : '',
    )
    .join('\n');
}
const source = sourceText(join(root, 'src'));

/** The extension's own context keys a when clause reads. */
const contextKeys = (when: string) => [...when.matchAll(/profileLookup\.[\w.]+/g)].map((m) => m[0]);

describe('the Ids view in the manifest', () => {
  it('has an icon, as has its container', () => {
    const view = manifest.contributes.views.profileLookup?.find((v) => v.id === 'profileLookup.ids');
    assert.ok(view?.icon && existsSync(join(root, view.icon)), 'the view has an icon file');
    const container = manifest.contributes.viewsContainers.activitybar.find((c) => c.id === 'profileLookup');
    assert.ok(container && existsSync(join(root, container.icon)));
  });

  it('welcomes with buttons when no document is shown, and when no key is set, in both languages', () => {
    const welcome = manifest.contributes.viewsWelcome.filter((w) => w.view === 'profileLookup.ids');
    assert.deepEqual(
      welcome.map((w) => w.when),
      ['!profileLookup.ids.hasDocument', '!profileLookup.ids.hasDocument && !profileLookup.hasApiKey'],
    );
    const contributed = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const w of welcome) {
      // Each context key it reads is one the code sets.
      for (const key of contextKeys(w.when ?? '')) assert.ok(source.includes(`'${key}'`), `${key} is set by the code`);
      const key = /^%(.+)%$/.exec(w.contents)?.[1];
      assert.ok(key, 'the contents are localized');
      for (const language of ['en', 'pt-br']) {
        const text = nls(language)[key];
        assert.ok(text, `${key} in ${language}`);
        const buttons = [...text.matchAll(/^\[[^\]]+\]\(command:([\w.]+)\)$/gm)].map((m) => m[1]!);
        assert.ok(buttons.length >= 1, `${key} (${language}) has a button on a line of its own`);
        for (const command of buttons)
          assert.ok(contributed.has(command) || command === 'workbench.action.quickOpen', `${command} exists`);
      }
    }
    assert.match(nls('en')['viewsWelcome.ids.noKey'] ?? '', /command:profileLookup\.setApiKey/);
  });

  it('offers Show Ids in File in a group of its own, on files and text editors only', () => {
    for (const menu of ['editor/context', 'explorer/context']) {
      const items = manifest.contributes.menus[menu]!.filter((item) => item.command === 'profileLookup.showIdsInFile');
      assert.equal(items.length, 1, menu);
      const [item] = items;
      assert.ok(item!.when, `${menu} has a when clause`);
      assert.match(item!.group ?? '', /^profileLookup@\d+$/, `${menu}: its own group, not navigation`);
    }
    assert.match(
      manifest.contributes.menus['editor/context']!.find((i) => i.command === 'profileLookup.showIdsInFile')!.when!,
      /resourceScheme != output/,
    );
    assert.match(
      manifest.contributes.menus['explorer/context']!.find((i) => i.command === 'profileLookup.showIdsInFile')!.when!,
      /!explorerResourceIsFolder/,
    );
  });

  it('contributes Show Log, titled in both languages', () => {
    const showLog = manifest.contributes.commands.find((c) => c.command === 'profileLookup.showLog');
    assert.equal(showLog?.title, '%command.showLog.title%');
    assert.equal(nls('en')['command.showLog.title'], 'Show Log');
    assert.equal(nls('pt-br')['command.showLog.title'], 'Mostrar log');
    assert.ok(source.includes("'profileLookup.showLog'"));
  });

  // Issue 27: the header read "Profile Lookup: I..." at the default width, the file name it shows out of sight.
  it("the header is the container's title alone, and the buttons beside it are few, so the file name shows", () => {
    const view = manifest.contributes.views.profileLookup!.find((v) => v.id === 'profileLookup.ids')!;
    const container = manifest.contributes.viewsContainers.activitybar.find((c) => c.id === 'profileLookup')!;
    for (const language of ['en', 'pt-br']) {
      const text = (ref: string) => nls(language)[/^%(.+)%$/.exec(ref)![1]!]!;
      // VS Code's header for a container with one view: "<container>: <view>", or the title alone when both are equal.
      const header =
        text(container.title) === text(view.name)
          ? text(container.title)
          : `${text(container.title)}: ${text(view.name)}`;
      assert.equal(header, 'Profile Lookup', language);
    }
    const title = manifest.contributes.menus['view/title']!.filter((item) =>
      item.when?.startsWith('view == profileLookup.ids'),
    );
    const inline = title.filter((item) => item.group?.startsWith('navigation')).map((item) => item.command);
    assert.deepEqual(
      inline.sort(),
      [
        'profileLookup.ids.pin',
        'profileLookup.ids.resume',
        'profileLookup.ids.retryFailed',
        'profileLookup.ids.stop',
        'profileLookup.ids.unpin',
        'profileLookup.setApiKey',
      ],
      'sort and filter are in the … menu',
    );
  });

  it('offers Retry Failed on its own context key, which the code sets, titled in both languages', () => {
    const retry = manifest.contributes.menus['view/title']!.find(
      (item) => item.command === 'profileLookup.ids.retryFailed',
    );
    assert.equal(retry?.when, 'view == profileLookup.ids && profileLookup.ids.retryable');
    assert.ok(source.includes("'profileLookup.ids.retryable'"));
    assert.equal(nls('en')['command.ids.retryFailed.title'], 'Retry Failed Lookups');
    assert.ok(nls('pt-br')['command.ids.retryFailed.title']);
  });
});
