import { html, type SafeHtml } from '../html.ts';

/**
 * Advanced Woo Search's excerpt field (HTML): a description's words as plain text, cut to `limit`
 * words with an ellipsis, escaped.
 */
export function searchExcerptHtml(description: string, limit: number): SafeHtml {
  const words = description.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean);
  const cut = words.slice(0, limit).join(' ');
  return html`${words.length > limit ? `${cut}…` : cut}`;
}
