/**
 * 'Save' ticked or unticked after a form was made (SPEC 4.6): the made Payment Element gets the reuse terms,
 * and a deferred form's Elements group the future usage (optimized checkout only).
 */
import type { StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { UpeSettings } from '../settings/upe-params.ts';
import { createFormMaker } from './form-maker.ts';
import type { FormRuntime } from './forms-runner.ts';

const METHODS = { card: { isReusable: true, supportsDeferredIntent: true, countries: [], title: 'Card', showSaveOption: true }, sepa_debit: { isReusable: true, supportsDeferredIntent: false, countries: [], title: 'SEPA', showSaveOption: true } };

function made(settings: Partial<UpeSettings>): { update: (runtime: FormRuntime, deferred: boolean, checked: boolean) => void; runtime: () => FormRuntime & { groupUpdates: unknown[]; elementUpdates: unknown[] } } {
  const maker = createFormMaker({
    doc: document,
    settings: { methods: METHODS, isOCEnabled: false, cartContainsSubscription: false, subscriptionRequiresManualRenewal: false, ...settings } as UpeSettings,
    api: () => Promise.reject(new Error('not used')),
    appearance: () => Promise.resolve({}),
    saveChecked: () => false,
    stripe: () => Promise.reject(new Error('not used')),
  });
  return {
    update: (runtime, deferred, checked) => maker.updateSave(runtime, deferred, checked),
    runtime: () => {
      const groupUpdates: unknown[] = [];
      const elementUpdates: unknown[] = [];
      const elements = { update: vi.fn((options: unknown) => (groupUpdates.push(options), Promise.resolve({}))) } as unknown as StripeElements;
      const element = { update: vi.fn((options: unknown) => void elementUpdates.push(options)) } as unknown as StripePaymentElement;
      return { container: null, elements, element, groupUpdates, elementUpdates };
    },
  };
}

describe("'save' after the form was made (SPEC 4.6)", () => {
  it('shows the reuse terms once ticked and hides them once unticked', () => {
    const { update, runtime } = made({});
    const form = runtime();
    update(form, true, true);
    update(form, true, false);
    expect(form.elementUpdates).toEqual([{ terms: { card: 'always', sepaDebit: 'always' } }, { terms: { card: 'never', sepaDebit: 'never' } }]);
    // Without the optimized checkout the gateway sets no future usage on the form.
    expect(form.groupUpdates).toEqual([]);
  });

  it('sets up off-session use on a deferred form with the optimized checkout, and takes it back', () => {
    const { update, runtime } = made({ isOCEnabled: true });
    const deferred = runtime();
    update(deferred, true, true);
    update(deferred, true, false);
    expect(deferred.groupUpdates).toEqual([{ setupFutureUsage: 'off_session' }, { setupFutureUsage: null }]);
    const fromIntent = runtime();
    update(fromIntent, false, true);
    expect(fromIntent.groupUpdates).toEqual([]);
    expect(fromIntent.elementUpdates).toEqual([{ terms: { card: 'always', sepaDebit: 'always' } }]);
  });
});
