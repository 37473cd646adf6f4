/**
 * WooCommerce's printed error lists, on any page: a failed login, an add-to-cart refused, a form posted back to the
 * shop and refused (order-pay, the account's addresses). WooCommerce 10.9.1 prints each as the alert itself
 * (templates/notices/error.php: `<ul class="woocommerce-error" role="alert">` with an `<li>` a message), so the list
 * is no list to its items (axe: listitem, serious). The alert goes to a notice group around the list
 * (`div.woocommerce-NoticeGroup[role=alert]`, as WooCommerce's checkout.js groups the notices it shows); the list
 * keeps its class, items and their data. Run again, it finds nothing left to do. The storefront widget runs it on
 * every page it serves; the checkout widget on the pages whose forms come back refused.
 */
export function groupPrintedErrors(doc: Document): void {
  for (const list of doc.querySelectorAll('ul.woocommerce-error[role="alert"]')) {
    const group = doc.createElement('div');
    group.className = 'woocommerce-NoticeGroup';
    group.setAttribute('role', 'alert');
    list.replaceWith(group);
    group.append(list);
    list.removeAttribute('role');
  }
}
