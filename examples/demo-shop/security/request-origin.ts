/**
 * The origin the demo's pages and answers name (issue 31 §2): the host the browser reached it at, when that host is
 * one of the shop's own (a loopback name, the configured host, or, listening on every address, one of this machine's
 * addresses) on its port; otherwise the configured origin. A shop opened at 127.0.0.1 then never sends the browser
 * to localhost, another origin, in the middle of a payment; a forged Host header names nothing it does not own.
 */
import { networkInterfaces } from 'node:os';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const EVERY_ADDRESS = ['0.0.0.0', '::', ''];

/** The Host header values (`name:port`) the shop answers to with its own origin. */
export function ownHosts(configuredHost: string, port: string): Set<string> {
  const names = [...LOOPBACK];
  if (EVERY_ADDRESS.includes(configuredHost)) {
    for (const entries of Object.values(networkInterfaces())) for (const entry of entries ?? []) names.push(entry.family === 'IPv6' ? `[${entry.address}]` : entry.address);
  } else names.push(configuredHost.includes(':') ? `[${configuredHost}]` : configuredHost);
  return new Set(names.flatMap((name) => [`${name.toLowerCase()}:${port}`, ...(port === '80' ? [name.toLowerCase()] : [])]));
}

/** `http://{host}` for a Host header the shop owns, else `fallback`. */
export function originForHost(host: string | undefined, own: ReadonlySet<string>, fallback: string): string {
  const name = (host ?? '').toLowerCase();
  return own.has(name) ? `http://${name}` : fallback;
}
