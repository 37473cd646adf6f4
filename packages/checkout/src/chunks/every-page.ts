/**
 * The checkout's chunks, declared (with money-path.ts). esbuild gives every set of entry points that reach a
 * module a chunk of its own, and each `import()` of a part is an entry point: modules shared by some of the
 * parts would each make a chunk of a few hundred bytes, whose gzip overhead outweighs their code. So the entry
 * and every part export EVERY_PAGE: what it holds, and what that needs, is live in all of them and is one chunk,
 * fetched with the entry on every page the checkout serves.
 *
 * It holds what the pages' start-up code shares: listening, parts fetched on demand, WooCommerce's names, the
 * settings readers, the address blocks' start (checkout, cart and account pages have them; order-pay pays a few
 * hundred bytes for it) and the coupon links' start (checkout and cart). What one page needs goes in that page's
 * part: the cart page does not load the checkout's code. `npm run test:budget` holds each page's start-up to its
 * part, these chunks and core's shared chunks.
 */
import { addressData, startAddresses } from '../address-fields/start.ts';
import { pageSettings } from '../contract/settings.ts';
import { couponLinkTaken } from '../coupons/coupon-form.ts';
import { isShown, rowLabel } from '../dom/elements.ts';
import { listen, targetOf, wrapped } from '../dom/listen.ts';
import { onDemand } from '../dom/on-demand.ts';
import { whenPageReady } from '../dom/page-ready.ts';

export const EVERY_PAGE = [addressData, startAddresses, pageSettings, couponLinkTaken, isShown, rowLabel, listen, targetOf, wrapped, onDemand, whenPageReady];
