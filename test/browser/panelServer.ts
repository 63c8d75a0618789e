import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const REPO_ROOT = join(__dirname, '..', '..');
const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.html': 'text/html; charset=utf-8',
};

/** Folders served as-is: the extension's media (what the webview loads) and the test theme stylesheets. */
const STATIC_ROOTS: Record<string, string> = {
  '/media/': join(REPO_ROOT, 'media'),
  // The page script as the extension ships it, built by the suite's root hook (buildPageScript.ts).
  '/dist/webview/': join(REPO_ROOT, 'dist', 'webview'),
  '/theme/': join(__dirname, 'themes'),
};

/**
 * Stands in for the webview's resource origin: serves pages produced by the real renderer and the real
 * media/ files from one loopback origin, which the tests pass to the renderer as `cspSource`.
 */
export interface PanelServer {
  origin: string;
  /** Publishes an HTML document at /pages/<name>.html and returns its URL. */
  putPage(name: string, html: string): string;
  close(): Promise<void>;
}

export async function startPanelServer(): Promise<PanelServer> {
  const pages = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const page = path.startsWith('/pages/') ? pages.get(path) : undefined;
      if (page !== undefined) {
        response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-store' });
        response.end(page);
        return;
      }
      const file = staticFile(path);
      if (file) {
        try {
          const body = await readFile(file);
          response.writeHead(200, {
            'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'no-store',
          });
          response.end(body);
          return;
        } catch {
          // falls through to 404
        }
      }
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    putPage(name, html) {
      const path = `/pages/${encodeURIComponent(name)}.html`;
      pages.set(path, html);
      return origin + path;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function staticFile(path: string): string | undefined {
  for (const [prefix, root] of Object.entries(STATIC_ROOTS)) {
    if (!path.startsWith(prefix)) continue;
    const file = normalize(join(root, decodeURIComponent(path.slice(prefix.length))));
    return file.startsWith(root + sep) ? file : undefined;
  }
  return undefined;
}
