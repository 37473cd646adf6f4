/**
 * Putting new fragment markup in place around islands that must stay alive (fragments.ts's `swapFragments`
 * loads this on demand, once an island is kept: a checkout without one never fetches it). A kept node, and
 * the chain of elements above it, never leave the document: the new markup is built around them, its
 * attributes and other children coming from the server.
 */

/** A kept island's node and the selector of the server element that holds it. */
export type KeptIslands = ReadonlyArray<readonly [Element, string]>;

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

/** Replaces `element` with `content`, keeping the islands inside it alive (a plain replacement when it holds none). */
export function swapKeeping(kept: KeptIslands, element: Element, content: DocumentFragment): void {
  const islands = kept.filter(([node]) => node.isConnected && element.contains(node));
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
