// The Profile Lookup view container as the manifest contributes it, view by view: it holds two views, the file's ids
// (named "Profile Lookup", as its container) and "Ids in Folder" (shown once a folder was scanned). For each: its icon,
// its name in both languages, when it shows, its welcome content (no document, no key) with buttons that run commands
// there are, driven by context keys the code sets, and the few buttons beside its header; Show Ids in File only where
// it applies.
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

/** What each view of the container promises, one row per view: the manifest must hold exactly these. */
interface ViewContract {
  id: string;
  /** Its name as the UI shows it (the pane's header when both views show). */
  name: { en: string; 'pt-br': string };
  /** When it shows: undefined for always; otherwise a context key the code sets. */
  when: string | undefined;
  /** The welcome contents' when clauses (a view shown only with content has none). */
  welcome: string[];
  /** The buttons beside the header (group navigation): few, so the header keeps its text. */
  inline: string[];
  /** What goes in its … menu. */
  overflow: string[];
}

const VIEWS: ViewContract[] = [
  {
    id: 'profileLookup.ids',
    name: { en: 'Profile Lookup', 'pt-br': 'Profile Lookup' },
    when: undefined,
    welcome: ['!profileLookup.ids.hasDocument', '!profileLookup.ids.hasDocument && !profileLookup.hasApiKey'],
    inline: [
      'profileLookup.ids.pin',
      'profileLookup.ids.resume',
      'profileLookup.ids.retryFailed',
      'profileLookup.ids.stop',
      'profileLookup.ids.unpin',
      'profileLookup.setApiKey',
    ],
    overflow: [
      'profileLookup.findIdsInFolder',
      'profileLookup.ids.copyCsv',
      'profileLookup.ids.copyJson',
      'profileLookup.ids.showAllIds',
      'profileLookup.ids.showUsersOnly',
      'profileLookup.ids.sort',
    ],
  },
  {
    id: 'profileLookup.folderIds',
    name: { en: 'Ids in Folder', 'pt-br': 'Ids na Pasta' },
    when: 'profileLookup.folderIds.hasFolder',
    welcome: [],
    inline: ['profileLookup.findIdsInFolder', 'profileLookup.folderIds.cancel'],
    overflow: ['profileLookup.folderIds.copyCsv', 'profileLookup.folderIds.copyJson'],
  },
];

const LANGUAGES = ['en', 'pt-br'] as const;
const container = () => manifest.contributes.viewsContainers.activitybar.find((c) => c.id === 'profileLookup')!;
const viewOf = (id: string) => manifest.contributes.views.profileLookup!.find((v) => v.id === id)!;
const localized = (language: string, ref: string) => nls(language)[/^%(.+)%$/.exec(ref)?.[1] ?? '']!;
const titleItems = (id: string) =>
  manifest.contributes.menus['view/title']!.filter((item) => item.when?.split(' && ')[0] === `view == ${id}`);

describe('the Profile Lookup views in the manifest', () => {
  it('the container holds exactly the views of the table, in its order', () => {
    assert.deepEqual(
      manifest.contributes.views.profileLookup!.map((v) => v.id),
      VIEWS.map((v) => v.id),
    );
    const c = container();
    assert.ok(c && existsSync(join(root, c.icon)), 'the container has an icon file');
  });

  for (const contract of VIEWS) {
    describe(contract.id, () => {
      it('has an icon, its name in both languages, and shows when the table says', () => {
        const view = viewOf(contract.id) as { icon?: string; name: string; when?: string; contextualTitle?: string };
        assert.ok(view.icon && existsSync(join(root, view.icon)), 'the view has an icon file');
        for (const language of LANGUAGES) assert.equal(localized(language, view.name), contract.name[language]);
        assert.equal(view.contextualTitle, container().title, 'moved elsewhere, it still says whose it is');
        assert.equal(view.when, contract.when);
        for (const key of contextKeys(view.when ?? ''))
          assert.ok(source.includes(`'${key}'`), `${key} is set by the code`);
      });

      it('welcomes with buttons where the table says, in both languages', () => {
        const welcome = manifest.contributes.viewsWelcome.filter((w) => w.view === contract.id);
        assert.deepEqual(
          welcome.map((w) => w.when),
          contract.welcome,
        );
        const contributed = new Set(manifest.contributes.commands.map((c) => c.command));
        for (const w of welcome) {
          // Each context key it reads is one the code sets.
          for (const key of contextKeys(w.when ?? ''))
            assert.ok(source.includes(`'${key}'`), `${key} is set by the code`);
          const key = /^%(.+)%$/.exec(w.contents)?.[1];
          assert.ok(key, 'the contents are localized');
          for (const language of LANGUAGES) {
            const text = nls(language)[key];
            assert.ok(text, `${key} in ${language}`);
            const buttons = [...text.matchAll(/^\[[^\]]+\]\(command:([\w.]+)\)$/gm)].map((m) => m[1]!);
            assert.ok(buttons.length >= 1, `${key} (${language}) has a button on a line of its own`);
            for (const command of buttons)
              assert.ok(contributed.has(command) || command === 'workbench.action.quickOpen', `${command} exists`);
          }
        }
      });

      // Issue 27: the header read "Profile Lookup: I..." at the default width, the file name it shows out of sight.
      it('has few buttons beside its header, the rest in its … menu, each on context keys the code sets', () => {
        const items = titleItems(contract.id);
        const inline = items.filter((item) => item.group?.startsWith('navigation')).map((item) => item.command);
        const overflow = items.filter((item) => !item.group?.startsWith('navigation')).map((item) => item.command);
        assert.deepEqual([...new Set(inline)].sort(), contract.inline);
        assert.deepEqual([...new Set(overflow)].sort(), contract.overflow);
        for (const item of items)
          for (const key of contextKeys(item.when ?? ''))
            assert.ok(source.includes(`'${key}'`), `${key} is set by the code`);
      });
    });
  }

  it("each header names its view: the container's title alone while the file's view shows alone, each view's name when both show", () => {
    const [ids, folder] = VIEWS;
    for (const language of LANGUAGES) {
      const title = localized(language, container().title);
      // VS Code's header for a container with one visible view: "<container>: <view>", or the title alone when both
      // are equal. Before any folder scan the folder view's when clause is false, so the file's view shows alone.
      const name = localized(language, viewOf(ids!.id).name);
      assert.equal(name === title ? title : `${title}: ${name}`, 'Profile Lookup', language);
      // With both shown, each pane's header is its view's name: they must differ to be told apart.
      assert.notEqual(localized(language, viewOf(folder!.id).name), name, language);
    }
    assert.ok(
      VIEWS.filter((v) => v.when === undefined).length === 1,
      'only one view shows always, so the header is the container alone until a folder is scanned',
    );
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
