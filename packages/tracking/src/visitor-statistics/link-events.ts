/**
 * WP Statistics DataPlus link and download events: a click (or a middle-button release) on a link
 * leaving the site, or on a file download (by extension, or a WooCommerce download link), becomes
 * an event with the link's id, class, text, address and the file's name and extension.
 */
import type { DataPlusSettings } from './settings.ts';

export type EventFields = Record<string, string>;

const after = (text: string, marker: string): string => text.slice(text.lastIndexOf(marker) + marker.length).split('&')[0] ?? '';

/** The event for this pointer event on `link`, or null when it is not tracked. */
export function linkEvent(event: MouseEvent, link: HTMLAnchorElement, settings: DataPlusSettings, pageId: string, now: number): EventFields | null {
  if (event.type === 'mouseup' && event.button !== 1) return null;
  const href = link.href;
  const fields: EventFields = {
    en: event.type,
    et: String(now),
    eid: link.id,
    ec: link.className,
    ev: (event.target as Node | null)?.textContent ?? '',
    mb: String(event.button),
    fn: '',
    fx: '',
    m: '',
    tu: href,
    pid: pageId,
  };
  const wooDownload = link.classList.contains('woocommerce-MyAccount-downloads-file') || href.includes('download_file=');
  fields.wcdl = String(wooDownload);
  const extensions = settings.fileExtensions.map((ext) => ext.replace(/[^\w]/g, '')).filter(Boolean);
  const isFile = extensions.length > 0 && new RegExp(`\\.(${extensions.join('|')})$`, 'i').test(href);
  if (isFile || wooDownload) {
    const path = new URL(href).pathname;
    const file = path.slice(path.lastIndexOf('/') + 1);
    fields.en = 'file_download';
    fields.df = wooDownload ? after(href, 'download_file=') : '';
    fields.dk = wooDownload ? after(href, 'key=') : '';
    fields.fn = wooDownload ? fields.df : (file.split('.')[0] ?? '');
    fields.fx = wooDownload ? fields.df : (path.split('.').pop() ?? '');
    return settings.options.downloadTracker ? fields : null;
  }
  // Only links leaving the site count as link clicks.
  if (!settings.options.linkTracker || href.toLowerCase().includes(link.ownerDocument.location.host.toLowerCase())) return null;
  return fields;
}

/** Sends (through `send`) the events of link clicks while `allowed()` (consent) says so. Imports nothing at run time: it is loaded on demand. */
export function watchLinks(doc: Document, settings: DataPlusSettings, pageId: string, allowed: () => boolean, send: (url: string, fields: EventFields) => void, signal?: AbortSignal): void {
  const onPointer = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    const fields = link && allowed() ? linkEvent(event, link, settings, pageId, Date.now()) : null;
    if (fields) send(settings.eventAjaxUrl, fields);
  };
  doc.addEventListener('click', onPointer, { signal });
  doc.addEventListener('mouseup', onPointer, { signal });
}
