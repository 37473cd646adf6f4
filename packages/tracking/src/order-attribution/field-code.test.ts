/**
 * The attribution fields' code (classic form element, block checkout store) loads only on a page with a form
 * that takes them: wp.data alone, which product and cart pages carry, is not one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConsent } from '../testing/fake-consent.ts';
import { startOrderAttribution } from './index.ts';

const fieldCode = vi.hoisted(() => ({ requested: 0 }));
vi.mock('./form-fields.ts', async (original) => {
  fieldCode.requested++;
  return original();
});

const settings = {
  params: { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing' },
  fields: { source_type: 'current.typ' },
};

afterEach(() => {
  delete (window as { wp?: unknown }).wp;
  document.body.innerHTML = '';
});

describe("the attribution fields' code", () => {
  it('is not fetched on a product page with wp.data, and is on a checkout block page', async () => {
    document.body.innerHTML = '<main class="product"></main>';
    (window as { wp?: unknown }).wp = { data: { dispatch: () => undefined, subscribe: () => () => undefined } };
    startOrderAttribution(window, settings, fakeConsent(null));
    await vi.dynamicImportSettled();
    expect(fieldCode.requested).toBe(0);

    document.body.innerHTML = '<div class="wp-block-woocommerce-checkout"></div>';
    startOrderAttribution(window, settings, fakeConsent(null));
    await vi.waitFor(() => expect(fieldCode.requested).toBe(1));
  });
});
