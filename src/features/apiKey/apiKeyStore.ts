import * as vscode from 'vscode';
import { keyFormatProblem } from '../../api/model/keyFormat';

const SECRET_NAME = 'profileLookup.apiKey';
/** Read only when the extension runs from source (`npm start`), never in an installed build. */
export const DEV_KEY_ENV = 'PROFILE_LOOKUP_DEV_KEY';

/** The API key, kept only in SecretStorage. Nothing here logs or displays it. */
export class ApiKeyStore implements vscode.Disposable {
  private cached: Promise<string | undefined> | undefined;
  private readonly emitter = new vscode.EventEmitter<void>();
  /** Fires when the stored key changed, from this window or another one. */
  readonly onDidChange = this.emitter.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly secrets: vscode.SecretStorage) {
    this.subscription = secrets.onDidChange((e) => {
      if (e.key === SECRET_NAME) {
        this.cached = undefined;
        this.emitter.fire();
      }
    });
  }

  get(): Promise<string | undefined> {
    this.cached ??= this.read();
    return this.cached;
  }

  async has(): Promise<boolean> {
    return (await this.get()) !== undefined;
  }

  async set(key: string): Promise<void> {
    const problem = keyFormatProblem(key);
    if (problem) throw new Error(problem);
    // Read back from SecretStorage rather than trusting memory: what is sent is what is stored. A read while
    // the store runs waits for it, so the replaced key is not sent meanwhile.
    const stored = Promise.resolve(this.secrets.store(SECRET_NAME, key));
    const readBack = stored.then(
      () => this.read(),
      () => this.read(),
    );
    this.cached = readBack;
    await stored;
  }

  async clear(): Promise<void> {
    // From now on there is no key, even while the deletion runs: a cleared key is never sent again.
    this.cached = Promise.resolve(undefined);
    await this.secrets.delete(SECRET_NAME);
    this.cached = undefined;
  }

  private read(): Promise<string | undefined> {
    return Promise.resolve(this.secrets.get(SECRET_NAME)).then(
      (v) => (v && v.length > 0 ? v : undefined),
      () => undefined,
    );
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}
