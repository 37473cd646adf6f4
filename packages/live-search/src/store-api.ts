/**
 * Live search without Advanced Woo Search: WooCommerce's own product search, the Store API's public
 * `GET /wc/store/v1/products?search=…` (no nonce, cacheable), read into AWS's answer shape so the widget draws
 * the same drop-down. Fetched only for a box whose `data-source` is `store-api`; it imports nothing, so the
 * AWS path's chunk stays as it is.
 */

/** How many products the drop-down shows (AWS's default `results_num`). */
export const STORE_RESULTS = 10;
/** The longest term sent: WordPress's search splits it into words and matches each, so a long paste is cut. */
export const STORE_TERM_MAX = 100;
/** A request that has not answered by then fails (SPEC 8.1: 'Request failed', the loader hidden). */
export const STORE_TIMEOUT_MS = 10_000;

// The Store API's answer, read key by key where it is used (each read checks its own type).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

const lower = (value: unknown): string => (typeof value === 'string' ? value.toLowerCase() : '');

/**
 * The Store API's product list as AWS's `aws_action` answer: products (permalink, first image's thumbnail, name,
 * SKU, price HTML, on sale, stock text) and, under `product_cat`, the found products' categories whose name holds
 * the term. Keys are quoted: the build shortens the widget's own names, never a quoted key. Not a list: throws.
 */
export function storeAnswer(json: unknown, term: string): Raw {
  if (!Array.isArray(json)) throw new TypeError('Store API: the answer is not a list');
  const categories = new Map<string, Raw>();
  const products = json.map((item: Raw) => {
    for (const category of item?.['categories'] ?? []) {
      if (lower(category?.['name']).includes(term.toLowerCase())) categories.set(category['link'], { 'link': category['link'], 'name': category['name'], 'count': '', 'excerpt': '' });
    }
    const stock = item?.['stock_availability'];
    return {
      'link': item?.['permalink'],
      'title': item?.['name'],
      'image': item?.['images']?.[0]?.['thumbnail'],
      'featured': false,
      'stock_status': stock && { 'status': item['is_in_stock'], 'text': stock['text'] },
      'sku': item?.['sku'],
      'excerpt': '',
      'price': item?.['price_html'],
      'on_sale': item?.['on_sale'],
    };
  });
  return { 'tax': { 'product_cat': [...categories.values()] }, 'products': products };
}

/**
 * GETs the box's Store API products URL with the term and reads the answer into AWS's shape. A term is cut to
 * STORE_TERM_MAX characters; one with no letter or digit (only punctuation) is not sent: it finds nothing. Rejects
 * when the request fails, times out or is aborted through `signal`, on an error status, or when the answer is not
 * a JSON list.
 */
export async function searchStore(url: string, keyword: string, signal: AbortSignal): Promise<Raw> {
  const term = keyword.slice(0, STORE_TERM_MAX).trim();
  if (!/[\p{L}\p{N}]/u.test(term)) return storeAnswer([], term);
  const xhr = await new Promise<XMLHttpRequest>((resolve, reject) => {
    const x = new XMLHttpRequest();
    x['open']('GET', `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ search: term, per_page: String(STORE_RESULTS) })}`);
    x.timeout = STORE_TIMEOUT_MS;
    x.onload = () => resolve(x);
    x.onerror = x.onabort = x.ontimeout = (event) => reject(Error(`Store API ${event.type}`));
    signal.onabort = () => x.abort();
    x.send();
  });
  if (xhr.status > 299) throw new Error(`Store API answered ${xhr.status}`);
  return storeAnswer(JSON.parse(xhr.responseText), term);
}
