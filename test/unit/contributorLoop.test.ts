// The loop a contributor runs in VS Code (.vscode/launch.json and tasks.json, CONTRIBUTING.md): each launch
// configuration starts after a task that exists, "Run Extension" runs as `npm start` does, and the tasks' problem
// matchers match what the build and the stand-in really print: the watch build runs here, in a temporary copy of
// the sources, and its output goes through the task's background and problem patterns as VS Code would read it.
import * as assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { SAMPLE_KEY } from '../stand-in/keys';

const root = join(__dirname, '..', '..');

interface LineRule {
  regexp: string;
  message?: number;
  file?: number;
  line?: number;
  column?: number;
}
interface ProblemMatcher {
  fileLocation?: [string, string];
  pattern: LineRule | LineRule[];
  background?: { activeBegin?: boolean; beginsPattern: string; endsPattern: string };
}
interface Task {
  label: string;
  type?: string;
  script?: string;
  command?: string;
  args?: string[];
  isBackground?: boolean;
  dependsOn?: string[];
  problemMatcher?: ProblemMatcher | [];
}
interface LaunchConfig {
  name: string;
  type: string;
  request: string;
  args?: string[];
  env?: Record<string, string>;
  outFiles?: string[];
  sourceMaps?: boolean;
  preLaunchTask?: string;
}

function readJsonc<T>(file: string): T {
  const errors: ParseError[] = [];
  const value = parse(readFileSync(join(root, file), 'utf8'), errors, { allowTrailingComma: false }) as T;
  assert.deepEqual(errors, [], `${file} is not valid JSON with comments`);
  return value;
}

const launch = readJsonc<{ configurations: LaunchConfig[] }>('.vscode/launch.json');
const tasks = readJsonc<{ tasks: Task[] }>('.vscode/tasks.json').tasks;
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

function config(name: string): LaunchConfig {
  const found = launch.configurations.find((c) => c.name === name);
  assert.ok(found, `launch.json has "${name}"`);
  return found;
}

function task(label: string): Task {
  const found = tasks.find((t) => t.label === label);
  assert.ok(found, `tasks.json has a task labelled "${label}"`);
  return found;
}

function matcherOf(t: Task): ProblemMatcher {
  assert.ok(t.problemMatcher !== undefined && !Array.isArray(t.problemMatcher), `"${t.label}" has a problem matcher`);
  return t.problemMatcher;
}

/** A problem found as VS Code's matcher finds one: the rules' regexps on consecutive lines. */
interface Problem {
  message: string;
  file: string;
  line: number;
  column: number;
}

function problemsIn(lines: readonly string[], matcher: ProblemMatcher): Problem[] {
  const rules = Array.isArray(matcher.pattern) ? matcher.pattern : [matcher.pattern];
  const found: Problem[] = [];
  for (let i = 0; i + rules.length <= lines.length; i++) {
    const matches = rules.map((rule, k) => new RegExp(rule.regexp).exec(lines[i + k]!));
    if (matches.some((m) => m === null)) continue;
    const group = (key: 'message' | 'file' | 'line' | 'column'): string | undefined => {
      const at = rules.findIndex((rule) => rule[key] !== undefined);
      return at === -1 ? undefined : matches[at]![rules[at]![key]!];
    };
    found.push({
      message: group('message') ?? '',
      file: group('file') ?? '',
      line: Number(group('line')),
      column: Number(group('column')),
    });
  }
  return found;
}

/** Lines a process prints (stdout and stderr), and a way to wait for one. */
class Output {
  readonly lines: string[] = [];
  private waiters: { test: (line: string) => boolean; resolve: () => void }[] = [];

  constructor(child: ChildProcess) {
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream?.on('data', (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const parts = pending.split('\n');
        pending = parts.pop() ?? '';
        for (const line of parts) this.add(line);
      });
    }
  }

  private add(line: string): void {
    this.lines.push(line);
    this.waiters = this.waiters.filter((w) => !(w.test(line) && (w.resolve(), true)));
  }

  /** Resolves to the index of the first line from `from` on that matches. */
  async until(pattern: RegExp, from: number, what: string, ms = 60_000): Promise<number> {
    const index = () => this.lines.findIndex((line, i) => i >= from && pattern.test(line));
    if (index() === -1) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.waiters.push({ test: (line) => pattern.test(line), resolve })),
        new Promise<void>(
          (_, reject) =>
            (timer = setTimeout(() => reject(new Error(`no ${what} in ${ms} ms:\n${this.lines.join('\n')}`)), ms)),
        ),
      ]).finally(() => clearTimeout(timer));
    }
    return index();
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('CONTRIBUTING.md names only commands the project has', () => {
  it("each command it shows runs a tool from Node, npm, Debian's set-up or the dev dependencies, or an npm script that exists", () => {
    const text = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');
    const blocks = text
      .split('```')
      .filter((_, i) => i % 2 === 1)
      .flatMap((block) => block.split('\n').slice(1));
    const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
    const commands = [...spans, ...blocks]
      .map((span) =>
        span
          .replace(/#.*/, '')
          .replace(/\b[A-Z_]+=("[^"]*"|\S*)/g, '')
          .trim()
          .split(/\s+/),
      )
      .filter((words) => words.length > 1 && /^[a-z][\w-]*$/.test(words[0]!));
    const bin = new Set(readdirSync(join(root, 'node_modules', '.bin')));
    const system = new Set(['node', 'npm', 'npx', 'git', 'code', 'apt-get', 'sudo']);
    assert.ok(commands.length > 10, `found the commands (${commands.length})`);
    for (const [program, first] of commands.map((words) => [words[0]!, words[1]!] as const)) {
      assert.ok(system.has(program) || bin.has(program), `\`${program}\` is not installed by the project`);
      if (program === 'npx') assert.ok(bin.has(first), `npx ${first}: not a dev dependency's command`);
    }
    for (const words of commands.filter((w) => w[0] === 'npm' && w[1] === 'run'))
      assert.ok(packageJson.scripts[words[2]!], `npm run ${words[2]}: no such script`);
  });
});

describe('the contributor loop (.vscode/)', () => {
  it('each launch configuration starts after a task that exists, and each task it depends on exists', () => {
    for (const name of ['Run Extension', 'Extension Tests']) {
      const c = config(name);
      assert.equal(c.type, 'extensionHost');
      assert.equal(c.request, 'launch');
      assert.ok(c.preLaunchTask, `"${name}" has a preLaunchTask`);
      const pending = [c.preLaunchTask];
      for (let label = pending.pop(); label !== undefined; label = pending.pop())
        pending.push(...(task(label).dependsOn ?? []));
    }
    const npmTasks = tasks.filter((t) => t.type === 'npm');
    for (const t of npmTasks) assert.ok(packageJson.scripts[t.script ?? ''], `npm script "${t.script}" exists`);
  });

  it('"Run Extension" runs as `npm start`: the sample workspace, the stand-in with its sample key, breakpoints in dist/ mapped to src/', () => {
    const c = config('Run Extension');
    assert.ok(c.args?.includes('--extensionDevelopmentPath=${workspaceFolder}'));
    assert.ok(c.args?.includes('${workspaceFolder}/sample-workspace'));
    assert.ok(
      c.args?.some((arg) => arg.startsWith('--user-data-dir=${workspaceFolder}/.vscode-test/run-extension/')),
      'its own profile, where the stand-in task writes the base address',
    );
    assert.equal(c.env?.PROFILE_LOOKUP_DEV_KEY, SAMPLE_KEY, "the stand-in's sample key, never a real one");
    assert.equal(c.sourceMaps, true);
    assert.deepEqual(c.outFiles, ['${workspaceFolder}/dist/**/*.js']);
    const prepare = task(c.preLaunchTask!);
    assert.deepEqual(prepare.dependsOn?.slice().sort(), ['stand-in', 'watch']);
    assert.ok(
      config('Extension Tests').args?.includes('--extensionTestsPath=${workspaceFolder}/out/integration/index'),
    );
  });

  it('the watch task: a background task whose patterns match what `node esbuild.mjs --watch` prints, an error at its file, line and column', async function () {
    this.timeout(180_000);
    const watch = task('watch');
    assert.equal(watch.isBackground, true);
    assert.equal(packageJson.scripts[watch.script ?? ''], 'node esbuild.mjs --watch');
    const matcher = matcherOf(watch);
    assert.deepEqual(matcher.fileLocation, ['relative', '${workspaceFolder}']);
    assert.ok(matcher.background, 'background begin and end patterns');
    const begins = new RegExp(matcher.background.beginsPattern);
    const ends = new RegExp(matcher.background.endsPattern);

    // A temporary copy of what the build reads, so that breaking a source here disturbs nobody's dist/ or src/.
    const copy = mkdtempSync(join(tmpdir(), 'profile-lookup-watch-'));
    cpSync(join(root, 'src'), join(copy, 'src'), { recursive: true });
    cpSync(join(root, 'esbuild.mjs'), join(copy, 'esbuild.mjs'));
    symlinkSync(realpathSync(join(root, 'node_modules')), join(copy, 'node_modules'), 'dir');
    const watcher = spawn(process.execPath, ['esbuild.mjs', '--watch'], {
      cwd: copy,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = new Output(watcher);
    try {
      // The first build: one begin, then one end once both bundles are written.
      const firstBegin = await output.until(begins, 0, 'begin line');
      const firstEnd = await output.until(ends, firstBegin, 'end line');
      assert.ok(
        existsSync(join(copy, 'dist', 'extension.js')) && existsSync(join(copy, 'dist', 'webview', 'panel.js')),
        'both bundles are written when the end line shows',
      );
      assert.deepEqual(problemsIn(output.lines, matcher), []);

      // Breakpoints bind: the maps name the TypeScript sources, which exist where they say.
      // (Activation's code is in the shared file dist/extension.js requires: every map of the Node files counts.)
      const maps = readdirSync(join(copy, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.js.map') && !file.startsWith('webview'),
      );
      const sources = maps.flatMap((file) => {
        const map = JSON.parse(readFileSync(join(copy, 'dist', file), 'utf8')) as { sources: string[] };
        return map.sources.map((source) => resolve(copy, 'dist', dirname(file), source));
      });
      assert.ok(sources.includes(join(copy, 'src', 'extension.ts')));
      // Ours are the TypeScript files where the maps say; the data layer's dependencies are node_modules'.
      // (The lines only esbuild wrote, its module helpers, map to the built file itself.)
      const ours = sources.filter((file) => !file.includes('node_modules') && !file.startsWith(join(copy, 'dist')));
      for (const source of ours)
        assert.ok(source.startsWith(join(copy, 'src')) && source.endsWith('.ts') && existsSync(source), source);

      // An error: the matcher finds it at the file (relative to the workspace folder), line and column.
      const file = join(copy, 'src', 'l10n.ts');
      const text = readFileSync(file, 'utf8');
      const brokenLine = text.split('\n').length;
      writeFileSync(file, `${text.replace(/\n$/, '')}\nconst broken = ;\n`);
      const secondBegin = await output.until(begins, firstEnd + 1, 'begin line after the edit');
      const secondEnd = await output.until(ends, secondBegin, 'end line after the edit');
      const problems = problemsIn(output.lines.slice(secondBegin, secondEnd + 1), matcher);
      assert.ok(problems.length >= 1, output.lines.join('\n'));
      for (const problem of problems) {
        assert.equal(resolve(copy, problem.file), file);
        assert.equal(problem.line, brokenLine);
        // VS Code counts a matcher's columns from 1: the `;` is the 16th character of the line.
        assert.equal(
          problem.column,
          'const broken = '.length + 1,
          'the column of the `;`, counted from 1 as VS Code reads it',
        );
        assert.match(problem.message, /Unexpected ";"/);
      }

      // Fixed: a clean build, no problem left.
      writeFileSync(file, text);
      const thirdBegin = await output.until(begins, secondEnd + 1, 'begin line after the fix');
      const thirdEnd = await output.until(ends, thirdBegin, 'end line after the fix');
      assert.deepEqual(problemsIn(output.lines.slice(thirdBegin, thirdEnd + 1), matcher), []);
    } finally {
      await stop(watcher);
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("the stand-in task: its patterns match what it prints, and it writes the base address into the launch's profile", async function () {
    this.timeout(60_000);
    const standIn = task('stand-in');
    assert.equal(standIn.isBackground, true);
    assert.deepEqual([standIn.command, ...(standIn.args ?? [])], ['node', 'test/harness/debugLaunch.mjs', 'stand-in']);
    const matcher = matcherOf(standIn);
    assert.ok(matcher.background);
    const dir = mkdtempSync(join(tmpdir(), 'profile-lookup-launch-'));
    const child = spawn(process.execPath, ['test/harness/debugLaunch.mjs', 'stand-in'], {
      cwd: root,
      env: { ...process.env, DEBUG_LAUNCH_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = new Output(child);
    try {
      const begin = await output.until(new RegExp(matcher.background.beginsPattern), 0, 'begin line');
      const end = await output.until(new RegExp(matcher.background.endsPattern), begin, 'end line');
      assert.deepEqual(problemsIn(output.lines, matcher), []);
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output.lines[end]!)?.[1];
      assert.ok(url, output.lines[end]);
      const settings = JSON.parse(readFileSync(join(dir, 'user-data', 'User', 'settings.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      assert.equal(settings['profileLookup.baseUrl'], url);
      const answer = await fetch(`${url}/v1/users/123`, { headers: { Authorization: SAMPLE_KEY } });
      assert.ok(answer.status < 500, `the stand-in answers (${answer.status})`);
    } finally {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
