/**
 * Saved methods and the 'save' option on a classic page, kept true as the shopper chooses: a saved method or
 * 'new' (tokens.ts), 'Create an account?' (SPEC 4.10: a guest may save only when creating an account), and
 * after every fragment swap of the payment area; 'save' ticked or not reaches the method's form (SPEC 4.6).
 */
import { onPageEvent } from '@shop-islands/core/events';
import type { PaymentsPage } from '../classic/payments-page.ts';
import { gatewayIdOf } from '../payment-methods/method-types.ts';
import { offersSaveOption } from '../payment-methods/visibility.ts';
import { applySavedMethods, chosenToken } from './tokens.ts';

const CHOICES = 'input.woocommerce-SavedPaymentMethods-tokenInput, input#createaccount, input[name="payment_method"]';

export function startSavedMethods(page: PaymentsPage): void {
  const { doc, settings } = page;
  const apply = (): void => {
    const creatingAccount = (doc.getElementById('createaccount') as HTMLInputElement | null)?.checked === true;
    for (const [type, config] of Object.entries(settings.methods)) {
      const box = doc.querySelector<HTMLElement>(`.payment_box.payment_method_${gatewayIdOf(type, settings.gatewayId)}`);
      if (!box) continue;
      const saveOffered = offersSaveOption({ type, config, isLoggedIn: settings.isLoggedIn, isSignupOnCheckoutAllowed: settings.isSignupOnCheckoutAllowed, creatingAccount });
      applySavedMethods(box, chosenToken(box, type, settings.gatewayId), saveOffered);
    }
  };
  const saveBoxes = new Map(Object.keys(settings.methods).map((type) => [`wc-${gatewayIdOf(type, settings.gatewayId)}-new-payment-method`, type]));
  doc.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    if (event.target.matches(CHOICES)) apply();
    const saving = saveBoxes.get(event.target.id);
    if (saving) page.forms.setSave(saving, event.target.checked);
  });
  onPageEvent('updated_checkout', apply, doc);
  apply();
}
