// What a launcher undoes on its way out, whatever happened: the commands still running are stopped, then
// the steps run, the last registered first (a server stops before the folder it writes in is removed), and a
// step that fails is logged without keeping the others from running.
import { stopRunningCommands } from './runCommand.mjs';

export class CleanupSteps {
  /** @type {(() => Promise<unknown> | void)[]} */
  #steps = [];
  /** @type {(line: string) => void} */
  #log;

  /** @param {(line: string) => void} log */
  constructor(log) {
    this.#log = log;
  }

  /** @param {() => Promise<unknown> | void} step */
  push(step) {
    this.#steps.push(step);
  }

  /** Runs every step registered so far, once. */
  async runAll() {
    stopRunningCommands();
    for (const step of this.#steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        this.#log(`clean-up step failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
