/**
 * Whether the page's hash is one of the gateway's follow-up flows (SPEC 2.13), asked at start-up before the
 * flows' own code (parse.ts, run.ts) is loaded: a page without such a hash never loads it.
 */
import { HASH_PREFIX } from './prefix.ts';

export function looksLikeFlowHash(hash: string): boolean {
  return hash.startsWith(`#${HASH_PREFIX}-`) || /^#?confirm-(pi|si)-/.test(hash);
}
