/** WP Statistics' requests: all form-encoded POSTs (SPEC 7.6). */
import { postFields } from '../send.ts';

export type Fields = Readonly<Record<string, string | number>>;

/** base64 of the text's UTF-8 bytes (how WP Statistics sends `referred` and `page_uri`). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A page hit. True unless the answer says `status: false` (then no 'online' pings follow). */
export async function sendHit(url: string, fields: Fields): Promise<boolean> {
  const answer: unknown = await (await postFields(url, fields)).json();
  return (answer as { status?: unknown } | null)?.status !== false;
}
