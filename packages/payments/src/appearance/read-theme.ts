/**
 * Reads the theme from the page for the appearance (derive.ts): the computed styles of the checkout's own
 * fields, labels and text (order-pay and the account pages have the gateway's hidden style input), an invalid
 * field's (a copy of the input in a row marked invalid, out of sight, removed at once), the payment area's
 * backgrounds and the page's stylesheets. Loaded on demand, only where no saved appearance is printed.
 */
import type { ThemeSnapshot, Styles } from './derive.ts';

const INPUTS = ['#billing_first_name', '#wc-stripe-hidden-style-input', '.woocommerce-PaymentBox input.input-text', 'input.input-text'];
const LABELS = ['.woocommerce-checkout .form-row label', '.woocommerce-PaymentMethod label', '.wc_payment_method label'];
const TEXTS = ['#payment .payment_methods li .payment_box fieldset', '.woocommerce-checkout .form-row', '.woocommerce-PaymentBox p', '.payment_box p'];
const BACKGROUNDS = ['li.wc_payment_method .wc-payment-form', 'li.wc_payment_method .payment_box', '#payment', '#order_review', 'form.checkout', 'body'];
const READ = [
  'color', 'padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'fontFamily', 'fontSize', 'lineHeight', 'letterSpacing', 'fontWeight',
  'textDecoration', 'textShadow', 'textTransform', 'border', 'borderRadius', 'borderWidth', 'borderColor', 'borderStyle', 'outline', 'backgroundColor', 'boxShadow',
] as const;

function stylesOf(element: Element | null): Styles {
  if (!element) return {};
  const computed = (element.ownerDocument.defaultView ?? window).getComputedStyle(element);
  return Object.fromEntries(READ.map((name) => [name, computed[name] ?? '']).filter(([, value]) => value !== ''));
}

const first = (doc: Document, selectors: readonly string[]): Element | null => selectors.map((s) => doc.querySelector(s)).find((e) => e !== null) ?? null;

/** An input styled as the theme styles an invalid required field (WooCommerce's row classes). */
function invalidInputStyles(doc: Document, input: Element | null): Styles {
  if (!input) return {};
  const holder = doc.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);margin:-1px;padding:0;border:0;';
  const row = doc.createElement('p');
  row.className = 'form-row woocommerce-invalid woocommerce-invalid-required-field';
  const copy = input.cloneNode(false) as HTMLInputElement;
  copy.removeAttribute('id');
  copy.removeAttribute('name');
  copy.tabIndex = -1;
  row.append(copy);
  holder.append(row);
  (doc.querySelector('.woocommerce-billing-fields__field-wrapper, #payment, form') ?? doc.body).append(holder);
  const styles = stylesOf(copy);
  holder.remove();
  return styles;
}

export function readTheme(doc: Document, isOCEnabled: boolean): ThemeSnapshot {
  const input = first(doc, INPUTS);
  const view = doc.defaultView ?? window;
  return {
    backgrounds: BACKGROUNDS.flatMap((selector) => {
      const element = doc.querySelector(selector);
      return element ? [view.getComputedStyle(element).backgroundColor] : [];
    }),
    input: stylesOf(input),
    invalidInput: invalidInputStyles(doc, input),
    label: stylesOf(first(doc, LABELS)),
    text: stylesOf(first(doc, TEXTS)),
    isOCEnabled,
  };
}
