/**
 * Islands that survive WooCommerce's fragment swaps. Every totals update (`update_order_review`)
 * answers with fresh markup for `.woocommerce-checkout-payment` and the review table; replacing it
 * outright destroys a payment element mounted inside and re-mounts it empty (the Stripe gateway's
 * card field that empties itself). Here:
 *
 * - `keepIsland(node, anchor)` registers an island's live node on the page (any bundle's swap sees any
 *   bundle's islands). `anchor` is the selector of the server element that holds it: the node itself
 *   when the island mounted on server markup, or its parent when the island added its node there.
 * - `swapFragments(fragments)` puts the sanitised new markup in place, except that a kept node, and
 *   the chain of elements above it, never leave the document: the new markup is built around them
 *   (attributes and other children come from the server; island-graft.ts, loaded once an island is kept). The island's React tree, its listeners
 *   and any iframe inside (a provider's card field, whose typed number lives in another document)
 *   keep their state. When the new markup has no place for the node (the method is gone, or its
 *   place moved in depth), the node goes with the old markup and its island is unmounted at the next scan.
 * - like checkout.js, payment-box inputs (by id) and the terms checkbox keep what the shopper entered.
 */
import { eachFragment } from '../html-fragments.ts';
import { pageShared } from '../page-shared.ts';

type KeptIslands = Map<Element, string>;

const keptIslands = (win: object): KeptIslands => pageShared('kept-islands/1', () => new Map<Element, string>(), win);

/** The code that swaps around kept islands, fetched once the first island is kept. */
const loadGraft = (): Promise<typeof import('./island-graft.ts')> => import('./island-graft.ts');

/** Keeps `node` alive across fragment swaps; returns the function that lets it go (call it on unmount). */
export function keepIsland(node: Element, anchor: string): () => void {
  const kept = keptIslands(node.ownerDocument.defaultView ?? window);
  kept.set(node, anchor);
  // Fetched ahead of the first swap; a failed fetch is the swap's to report (swapFragments loads it again and
  // rejects), not an unhandled rejection here on every island kept.
  loadGraft().catch(() => undefined);
  return () => void kept.delete(node);
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const PAYMENT_FIELDS = '.payment_box input, .payment_box select, .payment_box textarea';
const isCheck = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/** What checkout.js keeps across an update: payment-box fields by id, and a ticked terms box. Returns the restorer. */
function rememberCheckoutFields(doc: Document): () => void {
  const terms = () => doc.getElementById('terms') as HTMLInputElement | null;
  const termsTicked = terms()?.checked === true;
  const saved = new Map<string, string | boolean>();
  doc.querySelectorAll<Field>(PAYMENT_FIELDS).forEach((field) => field.id && saved.set(field.id, isCheck(field) ? field.checked : field.value));
  return () => {
    const box = terms();
    if (termsTicked && box) box.checked = true;
    doc.querySelectorAll<Field>(PAYMENT_FIELDS).forEach((field) => {
      const value = saved.get(field.id);
      if (value === undefined) return;
      // A ticked box is ticked again; a text field is filled only when the new one is empty.
      if (isCheck(field) ? field.checked === value : field.value !== '' || value === '') return;
      if (isCheck(field)) field.checked = value === true;
      else field.value = String(value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
}

/**
 * Applies a WooCommerce `fragments` answer on the checkout: sanitised, islands kept alive, payment-box
 * inputs and the terms checkbox kept. Resolves to how many page parts were swapped.
 */
export async function swapFragments(fragments: Readonly<Record<string, string>>, doc: Document = document): Promise<number> {
  const kept = [...keptIslands(doc.defaultView ?? window)];
  const swap = kept.some(([node]) => node.isConnected) ? (await loadGraft()).swapKeeping : null;
  // Read what the shopper entered just before the first swap (the sanitiser may have been loading until then).
  const restorer: { restore?: () => void } = {};
  const count = await eachFragment(
    fragments,
    (element, content) => {
      restorer.restore ??= rememberCheckoutFields(doc);
      if (swap) swap(kept, element, content);
      else element.replaceWith(content);
    },
    doc,
  );
  restorer.restore?.();
  return count;
}
