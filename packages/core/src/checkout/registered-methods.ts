/**
 * Whether the page's payment registry holds payment methods, asked without loading the registry (or the
 * classic host and preact, which hosting needs): the classic checkout loads its host on demand, only once
 * a method is registered, so a checkout with WooCommerce's offline methods alone never loads preact.
 * The registry announces every registration here (payment-registry.ts), whichever bundle created it.
 */
import { pageShared, pageSharedFound } from '../page-shared.ts';
import type { PaymentMethod, PaymentRegistry } from './payment-registry.ts';

/** Core's classic host (classic-host.tsx), as its loader fetches it. */
export type ClassicHostModule = typeof import('./classic-host.tsx');

/** The page-shared name of Shop Islands' registry. */
export const PAYMENT_REGISTRY_NAME = 'payment-registry/1';

/** The page-shared name of the classic host's loader, lent by the bundle that registers methods (lendClassicHost). */
const CLASSIC_HOST_LOADER_NAME = 'classic-host-loader/1';

/**
 * A bundle that registers payment methods on a classic page lends the page the loader of core's classic host, which
 * its methods' React content needs there (payments: `lendClassicHost(() => import('…/classic-host'))`). Hosting is
 * the registering bundle's need, so it is that bundle's fetch and its bytes: the checkout asks for the host with
 * loadClassicHost and never fetches it itself, so a checkout where nothing registers never reaches preact. The
 * first loader lent stays.
 */
export function lendClassicHost(load: () => Promise<ClassicHostModule>, win: object = window): void {
  pageShared(CLASSIC_HOST_LOADER_NAME, () => load, win);
}

/** Core's classic host, fetched with the loader a registering bundle lent; null when none did (WooCommerce Blocks' own registry). */
export function loadClassicHost(win: object = window): Promise<ClassicHostModule> | null {
  return pageSharedFound<() => Promise<ClassicHostModule>>(CLASSIC_HOST_LOADER_NAME, win)?.() ?? null;
}

/** Those waiting for the first registration, one set per page. */
const waiting = (win: object): Set<() => void> => pageShared('payment-registry-waiting/1', () => new Set<() => void>(), win);

/** The page's registry if one exists yet (WooCommerce Blocks' own, or ours); never creates one. */
export function existingPaymentRegistry(win: object = window): PaymentRegistry | undefined {
  return (win as { wc?: { wcBlocksRegistry?: PaymentRegistry } }).wc?.wcBlocksRegistry ?? pageSharedFound<PaymentRegistry>(PAYMENT_REGISTRY_NAME, win);
}

/** The payment methods registered on the page so far, in registration order (none when there is no registry). */
export function registeredPaymentMethods(win: object = window): PaymentMethod[] {
  return Object.values(existingPaymentRegistry(win)?.getPaymentMethods() ?? {});
}

/** The registry calls this after every registration. */
export function announcePaymentMethods(win: object): void {
  waiting(win).forEach((check) => check());
}

/** Runs `callback` once: at once when a payment method is registered on the page, else after the first registration. */
export function whenPaymentMethodsRegistered(callback: () => void, win: object = window): void {
  const waiters = waiting(win);
  const check = (): void => {
    if (registeredPaymentMethods(win).length === 0) return;
    waiters.delete(check);
    callback();
  };
  waiters.add(check);
  check();
}
