// The Get Started walkthrough: four steps in the order the issue gives, each completed by something the
// extension really does (a command it registers, or a context key its code sets), each with media it ships.
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface Step {
  id: string;
  description: string;
  media: { markdown?: string };
  completionEvents: string[];
}

describe('Get Started walkthrough', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    contributes: { commands: { command: string }[]; walkthroughs: { id: string; steps: Step[] }[] };
  };
  // The manifest's texts are %keys% of package.nls.json (English) and package.nls.pt-br.json.
  const bundles = ['package.nls.json', 'package.nls.pt-br.json'].map(
    (file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>,
  );
  const resolve = (value: string, bundle: Record<string, string>): string =>
    value.replace(/^%(.+)%$/, (_, key: string) => bundle[key] ?? `(missing ${key})`);

  it('has the four steps: get a key, set it, look up a user, hover an id', () => {
    const [walkthrough] = manifest.contributes.walkthroughs;
    assert.ok(walkthrough);
    assert.deepEqual(
      walkthrough.steps.map((s) => s.id),
      ['getKey', 'setKey', 'lookUp', 'hover'],
    );
    for (const bundle of bundles) {
      assert.match(resolve(walkthrough.steps[0]!.description, bundle), /command:profileLookup\.openApiKeysPage/);
      assert.match(resolve(walkthrough.steps[1]!.description, bundle), /command:profileLookup\.setApiKey/);
    }
  });

  it('completes each step on something the extension does, and ships its media', () => {
    const commands = new Set(manifest.contributes.commands.map((c) => c.command));
    for (const step of manifest.contributes.walkthroughs[0]!.steps) {
      assert.ok(step.completionEvents.length > 0, step.id);
      for (const event of step.completionEvents) {
        const [kind, name] = event.split(/:(.*)/s) as [string, string];
        if (kind === 'onCommand') assert.ok(commands.has(name), `${step.id}: ${name} is a declared command`);
        // The code that sets each context key is tested against the step that waits for it (features/hover/
        // hoverProgress.test.ts, features/apiKey/apiKeyContext.test.ts); here, only that it is one of ours.
        else if (kind === 'onContext')
          assert.match(name, /^profileLookup\.[a-zA-Z]+$/, `${step.id}: one of the extension's context keys`);
        else assert.fail(`${step.id}: unexpected completion event ${event}`);
      }
      for (const bundle of bundles) {
        const media = resolve(step.media.markdown ?? '', bundle);
        assert.ok(existsSync(join(root, media)), `${step.id}: media ${media}`);
      }
    }
  });
});
