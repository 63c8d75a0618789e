// The address that opens code-server's web workbench on a folder with an extension under development,
// and optionally the tests to run in it. Paths travel as vscode-remote:// URIs whose authority is the
// page's own host:port: the workbench resolves them against the server it was loaded from.

/**
 * @param {object} options
 * @param {string} options.origin     http://host:port of the code-server
 * @param {string} options.authority  host:port of the same server
 * @param {string} options.folder     absolute path of the folder to open
 * @param {string} options.extensionDevelopmentPath  absolute path of the extension's folder
 * @param {string} [options.extensionTestsPath]      absolute path of the tests' run() module
 * @returns {string}
 */
export function workbenchUrl(options) {
  const remote = (/** @type {string} */ absolutePath) =>
    `vscode-remote://${options.authority}${encodePath(absolutePath)}`;
  /** @type {[string, string][]} */
  const payload = [['extensionDevelopmentPath', remote(options.extensionDevelopmentPath)]];
  if (options.extensionTestsPath) payload.push(['extensionTestsPath', remote(options.extensionTestsPath)]);
  const query = new URLSearchParams({ folder: options.folder, payload: JSON.stringify(payload) });
  return `${options.origin}/?${query.toString()}`;
}

/** @param {string} absolutePath */
function encodePath(absolutePath) {
  return absolutePath.split('/').map(encodeURIComponent).join('/');
}
