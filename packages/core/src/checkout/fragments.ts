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
 *   (attributes and other children come from the server). The island's React tree, its listeners
 *   and any iframe inside (a provider's card field, whose typed number lives in another document)
 *   keep their state. When the new markup has no place for the node (the method is gone, or its
 *   place moved in depth), the node goes with the old markup and its island is unmounted at the next scan.
 * - like checkout.js, payment-box inputs (by id) and the terms checkbox keep what the shopper entered.
 */
import { eachFragment } from '../html-fragments.ts';
import { pageShared } from '../page-shared.ts';

type KeptIslands = Map<Element, string>;

const keptIslands = (win: object): KeptIslands => pageShared('kept-islands/1', () => new Map<Element, string>(), win);

/** Keeps `node` alive across fragment swaps; returns the function that lets it go (call it on unmount). */
export function keepIsland(node: Element, anchor: string): () => void {
  const kept = keptIslands(node.ownerDocument.defaultView ?? window);
  kept.set(node, anchor);
  return () => void kept.delete(node);
}

const matchesIn = (root: Element, selector: string): Element[] => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];

/** The elements from just below `root` down to `element`. */
function chainBelow(root: Element, element: Element): Element[] {
  const chain: Element[] = [];
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) chain.unshift(at);
  return chain;
}

/**
 * Works out where a kept node goes in the new markup: pairs each new element on the way to its
 * anchor with the old element that stays in its place, and marks the node itself as untouchable.
 */
function placeIsland(node: Element, anchor: string, oldRoot: Element, newRoot: Element, pairs: Map<Node, Node>, whole: Set<Node>): void {
  const oldAnchor = node.matches(anchor) ? node : node.parentElement?.matches(anchor) ? node.parentElement : null;
  if (!oldAnchor || !oldRoot.contains(oldAnchor)) return;
  const newAnchor = matchesIn(newRoot, anchor)[matchesIn(oldRoot, anchor).indexOf(oldAnchor)];
  if (!newAnchor) return;
  const oldChain = chainBelow(oldRoot, oldAnchor);
  const newChain = chainBelow(newRoot, newAnchor);
  const fits = oldChain.length === newChain.length && newChain.every((element, i) => element.tagName === oldChain[i]?.tagName && (pairs.get(element) ?? oldChain[i]) === oldChain[i]);
  if (!fits) return;
  newChain.forEach((element, i) => pairs.set(element, oldChain[i] as Element));
  if (node !== oldAnchor) {
    // The island added its node into the anchor: it takes the same position in the new anchor.
    const slot = newAnchor.ownerDocument.createComment('island');
    newAnchor.insertBefore(slot, newAnchor.childNodes[[...oldAnchor.childNodes].indexOf(node)] ?? null);
    pairs.set(slot, node);
  }
  whole.add(node);
}

/** Makes `old` (which stays in the document) look like `next`, keeping the paired old nodes where they are. */
function graft(old: Element, next: Element, pairs: Map<Node, Node>, whole: Set<Node>): void {
  if (whole.has(old)) return;
  for (const { name } of [...old.attributes]) if (!next.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) old.setAttribute(name, value);
  const children = [...next.childNodes];
  const wanted = children.map((child) => pairs.get(child) ?? child);
  for (const child of [...old.childNodes]) if (!wanted.includes(child)) child.remove();
  let cursor: ChildNode | null = old.firstChild;
  for (const node of wanted) {
    if (node.parentNode === old) cursor = node.nextSibling;
    else old.insertBefore(node, cursor);
  }
  children.forEach((child, i) => {
    const kept = wanted[i];
    if (kept !== child && kept instanceof Element && child instanceof Element) graft(kept, child, pairs, whole);
  });
}

function swapKeeping(kept: KeptIslands, element: Element, content: DocumentFragment): void {
  const islands = [...kept].filter(([node]) => node.isConnected && element.contains(node));
  const next = content.firstElementChild;
  if (islands.length === 0 || !next || content.childElementCount !== 1) {
    element.replaceWith(content);
    return;
  }
  const pairs = new Map<Node, Node>([[next, element]]);
  const whole = new Set<Node>();
  for (const [node, anchor] of islands) placeIsland(node, anchor, element, next, pairs, whole);
  graft(element, next, pairs, whole);
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
  const kept = keptIslands(doc.defaultView ?? window);
  // Read what the shopper entered just before the first swap (the sanitiser may have been loading until then).
  const restorer: { restore?: () => void } = {};
  const count = await eachFragment(
    fragments,
    (element, content) => {
      restorer.restore ??= rememberCheckoutFields(doc);
      swapKeeping(kept, element, content);
    },
    doc,
  );
  restorer.restore?.();
  return count;
}
