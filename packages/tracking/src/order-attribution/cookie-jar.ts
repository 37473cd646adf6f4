/**
 * `document.cookie` for the sbjs cookies: written for the whole site (`domain=.example.com`, as
 * sourcebuster does, so www and bare hosts share them) and removed on every domain form they may carry.
 */
import { cookieContent, cookieValue } from './sbjs-cookies.ts';

export interface CookieJar {
  read(name: string): string | null;
  /** `minutes` 0 writes a session cookie. */
  write(name: string, value: string, minutes: number): void;
  remove(name: string): void;
}

export function documentCookieJar(doc: Document, base64: boolean): CookieJar {
  const hostname = doc.location?.hostname ?? '';
  const site = hostname.replace(/^www\./, '');
  return {
    read(name) {
      const found = doc.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${name}=`));
      return found === undefined ? null : cookieValue(found.slice(name.length + 1));
    },
    write(name, value, minutes) {
      const expires = minutes ? `; expires=${new Date(Date.now() + minutes * 60_000).toUTCString()}` : '';
      doc.cookie = `${name}=${cookieContent(value, base64)}${expires}; domain=.${site}; path=/`;
    },
    remove(name) {
      for (const domain of new Set([site, hostname])) doc.cookie = `${name}=; path=/; max-age=-999; domain=.${domain}`;
      doc.cookie = `${name}=; path=/; max-age=-999`;
    },
  };
}
