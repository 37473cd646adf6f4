/** The listing's 'sort by' select submits its form as soon as its value changes (also for forms added later). */
export const ORDERING_SELECT = '.woocommerce-ordering select.orderby';

export function submitSortOnChange(doc: Document): () => void {
  const onChange = (event: Event): void => {
    const select = event.target instanceof HTMLSelectElement && event.target.matches(ORDERING_SELECT) ? event.target : null;
    const form = select?.form;
    if (!form) return;
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.submit();
  };
  doc.addEventListener('change', onChange);
  return () => doc.removeEventListener('change', onChange);
}
