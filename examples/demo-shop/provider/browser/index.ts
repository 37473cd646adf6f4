/**
 * The demo's stand-in for https://js.stripe.com/v3/: defines `window.Stripe` before the widgets load,
 * so `loadStripe` from '@stripe/stripe-js/pure' resolves it without injecting Stripe's script.
 * Served by the demo server (built with esbuild as an IIFE) at /shop/demo/stripe/v3/.
 */
import type { StripeConstructor } from '@stripe/stripe-js';
import { createStripeDouble } from './stripe.ts';
import { readSwitches } from './switches.ts';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const scriptUrl = new URL(script?.src ?? `${location.origin}/shop/demo/stripe/v3/`);
/** Served as /v3/ or as a release train's /<release>/stripe.js (as js.stripe.com names them); the release is the version reported. */
const release = /\/([a-z]+)\/stripe\.js$/.exec(scriptUrl.pathname)?.[1];
const providerBase = scriptUrl.pathname.replace(/\/(?:v3\/?|[a-z]+\/stripe\.js)$/, '');
const switches = readSwitches(location.href, script?.dataset.fail);

function StripeDouble(publishableKey: string): ReturnType<typeof createStripeDouble> {
  if (typeof publishableKey !== 'string' || !/^pk_(test|live)_/.test(publishableKey)) {
    throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key (pk_test_…).');
  }
  return createStripeDouble({ publishableKey, providerOrigin: scriptUrl.origin, providerBase, switches, navigate: (url) => location.assign(url) });
}

// The double implements the subset of Stripe.js listed in StripeDouble (each method checked against
// Stripe's types); the constructor is exposed under Stripe's global name and release-train version.
window.Stripe = Object.assign(StripeDouble, { version: release ?? 'endive' }) as unknown as StripeConstructor;
