/**
 * The checkout's chunks, declared (with address-pages.ts and money-path.ts). Each page is built on its own
 * (esbuild.config.ts PAGE_BUILDS), and within a page's build esbuild gives every set of entry points that reach a
 * module a chunk of its own, each `import()` of a part being an entry point: modules shared by some of the parts
 * would each make a chunk of a few hundred bytes, whose gzip overhead outweighs their code. So every part exports
 * EVERY_PAGE: what it holds, and what that needs, is live in all of them and is one chunk of that page's build.
 *
 * It holds what every page's start-up code shares, order-pay's included: listening, parts fetched on demand,
 * WooCommerce's names, and core's page events, store and page-shared singletons (the checkout is built on its own,
 * esbuild.config.ts SELF_CONTAINED, so these are its copies: core's classic host with preact is never its fetch).
 * Core's life cycle, fetched by order-pay's paying, is fetched through order-pay/lifecycle-part.ts, which exports
 * EVERY_PAGE too, so core's small modules it shares stay in this chunk. What the pages with address forms share (checkout, cart, account) is address-pages.ts; what
 * one page needs goes in that page's part: the cart page does not load the checkout's code. `npm run test:budget`
 * holds each page's start-up to its part, these chunks and core's shared chunks.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { onPageEvent } from '@shop-islands/core/events';
import { pageShared } from '@shop-islands/core/page-shared';
import { createStore } from '@shop-islands/core/store';
import { UPDATE_CHECKOUT } from '../contract/events.ts';
import { CHECKOUT_FORM } from '../contract/selectors.ts';
import { isShown, rowLabel } from '../dom/elements.ts';
import { listen, sendNatively, submitterOf, targetOf, wrapped } from '../dom/listen.ts';
import { onDemand } from '../dom/on-demand.ts';
import { whenPageReady } from '../dom/page-ready.ts';

export const EVERY_PAGE = [emitPageEvent, onPageEvent, pageShared, createStore, UPDATE_CHECKOUT, CHECKOUT_FORM, isShown, rowLabel, listen, sendNatively, submitterOf, targetOf, wrapped, onDemand, whenPageReady];
