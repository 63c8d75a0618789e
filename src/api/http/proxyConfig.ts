// undici does not see VS Code's proxy support, so the proxy is chosen here: VS Code's `http.proxy` setting
// first, then HTTPS_PROXY / HTTP_PROXY, unless NO_PROXY names the target. The service has a single
// origin, so the choice is made once per base address instead of per request.
import { isLoopbackHost } from './baseUrl';

export type ProxyEnv = Record<string, string | undefined>;

function env(vars: ProxyEnv, name: string): string | undefined {
  const v = vars[name.toLowerCase()] ?? vars[name.toUpperCase()];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function stripBrackets(host: string): string {
  return host.toLowerCase().replace(/^\[|\]$/g, '');
}

/** `host`, `host:port`, `[v6]:port` or a bare IPv6 address. */
function splitEntry(raw: string): { host: string; port?: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(raw);
  if (bracketed !== null) return { host: bracketed[1] ?? '', port: bracketed[2] };
  if (raw.indexOf(':') !== raw.lastIndexOf(':')) return { host: raw };
  const m = /^([^:]*)(?::(\d+))?$/.exec(raw);
  return m === null ? { host: raw } : { host: m[1] ?? '', port: m[2] };
}

/** NO_PROXY as curl reads it: '*', or entries `host`, `.suffix`, `*.suffix`, each optionally `:port`. */
export function bypassesProxy(target: URL, noProxy: string | undefined): boolean {
  if (noProxy === undefined) return false;
  const host = stripBrackets(target.hostname);
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[\s,]+/)) {
    if (raw === '') continue;
    if (raw === '*') return true;
    const entry = splitEntry(raw);
    const entryHost = stripBrackets(entry.host).replace(/^\*?\./, '');
    if (entryHost === '' || (entry.port !== undefined && entry.port !== port)) continue;
    if (host === entryHost || host.endsWith(`.${entryHost}`)) return true;
  }
  return false;
}

/**
 * The proxy URL to use for `target`, or undefined for a direct connection. A loopback target never goes
 * through a proxy, as in VS Code's own resolver: a plain http:// base address is allowed only for loopback,
 * and through a proxy its requests (the key in them) would cross the network in clear text.
 */
export function proxyFor(target: URL, setting: string | undefined, vars: ProxyEnv): string | undefined {
  if (isLoopbackHost(target.hostname) || bypassesProxy(target, env(vars, 'no_proxy'))) return undefined;
  const chosen =
    setting?.trim() ||
    (target.protocol === 'https:' ? (env(vars, 'https_proxy') ?? env(vars, 'http_proxy')) : env(vars, 'http_proxy'));
  if (chosen === undefined) return undefined;
  // VS Code accepts `host:port` without a scheme; undici needs a URL.
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(chosen) ? chosen : `http://${chosen}`;
}
