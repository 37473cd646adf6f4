import type { Db } from '../../db/open.ts';
import { mainImage, productOnSale, productPermalink, type ProductRow } from '../../domain/catalogue.ts';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { html, type SafeHtml } from '../html.ts';
import { productPriceHtml } from './price.ts';

function addToCartButton(p: ProductRow): SafeHtml {
  if (p.type === 'simple' && p.stock_status !== 'outofstock') {
    return html`<a href="?add-to-cart=${p.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${p.id}" data-product_sku="${p.sku ?? ''}" aria-label="Add to basket: &ldquo;${p.name}&rdquo;" rel="nofollow">Add to basket</a>`;
  }
  if (p.type === 'external') {
    return html`<a href="${p.external_url ?? '#'}" data-quantity="1" class="button product_type_external" data-product_id="${p.id}" data-product_sku="${p.sku ?? ''}" rel="nofollow">${p.button_text ?? 'Buy product'}</a>`;
  }
  const text = p.type === 'variable' ? 'Select options' : p.type === 'grouped' ? 'View products' : 'Read more';
  return html`<a href="${productPermalink(p)}" data-quantity="1" class="button product_type_${p.type}" data-product_id="${p.id}" data-product_sku="${p.sku ?? ''}" aria-label="${text} for &ldquo;${p.name}&rdquo;" rel="nofollow">${text}</a>`;
}

/** woocommerce/templates/content-product.php */
export function productCard(db: Db, p: ProductRow, index: number, columns = 4): SafeHtml {
  const image = mainImage(db, p)?.file ?? PLACEHOLDER_IMAGE;
  const position = index % columns === 0 ? 'first' : index % columns === columns - 1 ? 'last' : '';
  const onSale = productOnSale(db, p);
  return html`<li class="product type-product post-${p.id} status-publish ${position} ${p.stock_status} product_cat ${onSale ? 'sale' : ''} ${p.featured ? 'featured' : ''} product-type-${p.type}">
<a href="${productPermalink(p)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${onSale ? html`<span class="onsale">Sale!</span>` : ''}<img width="324" height="324" src="${imageUrl(image)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${p.name}" loading="lazy"><h2 class="woocommerce-loop-product__title">${p.name}</h2>
<span class="price">${productPriceHtml(db, p)}</span></a>${addToCartButton(p)}</li>`;
}

export function productGrid(db: Db, products: ProductRow[], columns = 4): SafeHtml {
  return html`<ul class="products columns-${columns}">${products.map((p, i) => productCard(db, p, i, columns))}</ul>`;
}
