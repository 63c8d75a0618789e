// The environment of an install's npm and node-gyp.
import path from 'node:path';

/**
 * The environment npm runs in for an install: without the outer npm's npm_* variables (under `npm test` the
 * inner npm would take them as its own config, and npm_config_user_agent would name the outer Node), with the
 * pinned Node first on PATH, and node-gyp pointed at that Node's headers instead of the machine's (~/.npmrc
 * may name another Node's) or the network.
 * @param {{ nodeBinDir: string, nodePackageDir: string }} node
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function installEnv(node, extra = {}) {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
    PATH: `${node.nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: node.nodePackageDir,
    npm_config_update_notifier: 'false',
    ...extra,
  };
}
