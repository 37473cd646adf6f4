/**
 * What server HTML may carry onto the page: the one allow-list both sanitisers apply (the browser's
 * HTML Sanitizer API through native.ts, DOMPurify through purify.ts). Read from the markup WooCommerce
 * 10.9 prints into fragments and notices (checkout/review-order.php, payment.php, payment-method.php,
 * terms.php, cart/cart.php, cart-totals.php, cart-shipping.php, shipping-calculator.php, mini-cart.php,
 * notices/*.php and block-notices/*.php, wc_price(), the quantity input, wp_nonce_field()), what payment
 * gateways print into their payment boxes (the Stripe Gateway's fields and save-card checkbox) and
 * Advanced Woo Search's answers (highlighted titles, price HTML, excerpts).
 *
 * Whatever is listed, both sanitisers always remove what can run script: `<script>`, event-handler
 * attributes (`on*`) and `javascript:` URLs. Left out on purpose:
 * - elements that load or run other documents, or change the page's rules: script, style, link, meta,
 *   base, iframe, frame, object, embed, template, noscript (parsed differently with and without script,
 *   the classic way to smuggle markup past a sanitiser), math, svg's foreignObject, use and animation;
 * - attributes that send a form somewhere else or open what the page did not: `formaction`, `formmethod`,
 *   `formtarget`, `formenctype`, `form` (ties a control to another form), `ping`, `srcdoc`, `popover`,
 *   `popovertarget`, `autofocus`, `xlink:href`.
 *
 * `style` is allowed. WooCommerce hides the payment boxes of the methods not chosen, the coupon form, the
 * shipping calculator and the inline terms with it (`display:none`; the terms add `max-height` and
 * `overflow`), and the checkout reads `style.display` to know which box is open; the Stripe Gateway's
 * hidden appearance field needs `position`, `opacity` and `pointer-events`, its save-card box `width`,
 * star ratings `width`. Inline CSS cannot run script in any browser we support (`expression()`,
 * `-moz-binding` and `behavior` are gone; `url(javascript:…)` never runs). What it can still do is
 * presentational: load an image from another host (as `<img src>`, which the markup needs, can) and place
 * content over the page (as the theme's own classes, which the markup needs, can). `<style>` elements stay
 * out: selectors could restyle the whole page and read attribute values out through `url()`.
 */

/** The lists are written as words separated by spaces (one string a group), which ships fewer bytes than an array of strings. */
const words = (...groups: string[]): readonly string[] => groups.join(' ').split(' ');

/** HTML elements (namespace http://www.w3.org/1999/xhtml). */
export const HTML_ELEMENTS: readonly string[] = words(
  // text
  'a abbr b bdi bdo br cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time',
  'u var wbr',
  // blocks and lists
  'address article aside blockquote dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6',
  'header hgroup hr li main nav ol p pre section summary ul',
  // tables (the review-order and cart tables)
  'caption col colgroup table tbody td tfoot th thead tr',
  // images (thumbnails, gateway icons)
  'img picture source',
  // forms (the cart form, payment methods, the terms box, the shipping calculator, the place-order button)
  'button fieldset form input label legend optgroup option select textarea',
);

/** SVG elements (namespace http://www.w3.org/2000/svg): the icons of WooCommerce's block notices. */
export const SVG_ELEMENTS: readonly string[] = words('svg g path circle rect');

/** WAI-ARIA 1.2's attributes (the Sanitizer API has no wildcard for them). */
const ARIA_ATTRIBUTES = words(
  'activedescendant atomic autocomplete busy checked colcount colindex colspan controls current',
  'describedby description details disabled errormessage expanded flowto haspopup hidden invalid',
  'keyshortcuts label labelledby level live modal multiline multiselectable orientation owns',
  'placeholder posinset pressed readonly relevant required roledescription rowcount rowindex rowspan',
  'selected setsize sort valuemax valuemin valuenow valuetext',
).map((name) => `aria-${name}`);

/** Attributes, on any allowed element; `data-*` are allowed as well (ALLOW_DATA_ATTRIBUTES). */
export const ATTRIBUTES: readonly string[] = words(
  // every element
  'class id title lang dir role hidden tabindex translate style',
  ARIA_ATTRIBUTES.join(' '),
  // links
  'href target rel hreflang',
  // images
  'src srcset sizes media alt width height loading decoding',
  // forms: a form posts to its own `action` only (javascript: URLs are removed); controls keep their state
  'action method enctype novalidate name value type checked selected disabled readonly required',
  'multiple placeholder autocomplete inputmode min max step minlength maxlength size pattern for label',
  'rows cols wrap spellcheck',
  // tables, lists, edits, details
  'colspan rowspan headers scope abbr span cellspacing cellpadding start reversed datetime cite open',
  // svg icons
  'viewBox focusable d fill fill-rule clip-rule stroke stroke-width stroke-linecap stroke-linejoin cx',
  'cy r x y rx ry',
);

/** `data-*` attributes are allowed (WooCommerce's `data-product_id`, `data-index`, `data-order_button_text`…). */
export const ALLOW_DATA_ATTRIBUTES = true;

/** The whole list, as load.ts hands it to the DOMPurify fallback (which imports no list of its own, so the
 * list ships once, in the sanitiser's chunk). */
export interface AllowList {
  readonly htmlElements: readonly string[];
  readonly svgElements: readonly string[];
  readonly attributes: readonly string[];
  readonly dataAttributes: boolean;
}

export const ALLOW_LIST: AllowList = { htmlElements: HTML_ELEMENTS, svgElements: SVG_ELEMENTS, attributes: ATTRIBUTES, dataAttributes: ALLOW_DATA_ATTRIBUTES };
