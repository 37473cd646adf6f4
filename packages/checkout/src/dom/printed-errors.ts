/**
 * The error list a page was printed with (a form posted back to the shop and refused: order-pay, the account's
 * addresses). WooCommerce prints it as the alert itself (`ul.woocommerce-error[role="alert"]`, notices/error.php),
 * and so no list to its items (axe: listitem, serious): the alert goes to a notice group around it, as on the
 * notices this code shows.
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
