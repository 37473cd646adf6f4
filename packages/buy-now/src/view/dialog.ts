/**
 * The pop-up's markup: a native <dialog> (opened with showModal(): the page behind it is inert, focus stays
 * inside, Escape closes it, and closing puts focus back where it was), labelled 'Payment', holding a close
 * button, the payment box frame and a focus guard (an empty tab stop after the frame that never keeps focus, see
 * popup.ts). Plain DOM rather than a React island: the frame must never be re-rendered (that would reload the
 * payment box). Hidden while closed, as the plugin's pop-up (tests and themes look for it so).
 *
 * The page prints the markup once, translated, in a <template> (`POPUP_TEMPLATE_ID`: the WordPress plugin's
 * `Shop_Islands_Buy_Now::print_popup_template`, the demo's pages/partials/buy-now.ts; `fixtures/popup-template.ts`
 * is the markup both are checked against). Each pop-up is a copy of it: no HTML is parsed here, and neither the
 * markup nor its three labels weigh on the widget's file (~180 B gzip of a page's ~2.6 KB). Every value (ids,
 * the address) is set as a property.
 */

export const POPUP_TEMPLATE_ID = 'shop-islands-buy-now-popup';

/**
 * The dialog; its children are the close button, the frame and the guard. Every page that loads the widget has the
 * template: the plugin prints it in the footer before the widget's script (or, for a button rendered while the footer
 * is printed, with that button), the demo's layout with the widget's script. Without it the first click throws.
 */
export function renderDialog(uniqId: string, productId: string, frameUrl: string): HTMLDialogElement {
  const root = (document.getElementById(POPUP_TEMPLATE_ID) as HTMLTemplateElement).content.firstChild!.cloneNode(true) as HTMLDialogElement;
  root.id = 'asp-payment-popup-' + uniqId;
  root.dataset.aspIframeProdId = productId;
  (root.children[1] as HTMLIFrameElement).src = frameUrl;
  return root;
}
