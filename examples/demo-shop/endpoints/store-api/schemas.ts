import type { Db } from '../../db/open.ts';
import type { Cart } from '../../domain/cart.ts';
import { itemCount } from '../../domain/cart.ts';
import {
  activePrice, getAttributes, getImages, getProductCategories, getProductTags, getVariationAttributes, getVariations,
  isOnSale, isPurchasable, priceRange, productOnSale, productPermalink, type ProductRow,
} from '../../domain/catalogue.ts';
import { imageUrl } from '../../domain/images.ts';
import { productPriceHtml } from '../../pages/partials/price.ts';
import { vatIncluded } from '../../domain/totals.ts';
import { currencyOf } from '../../domain/shop-settings.ts';
import type { CustomerAddresses } from '../../domain/customer-addresses.ts';
import { amount, currencyFields } from './responses.ts';
import { cartContainsSubscription } from '../../stripe-gateway/subscriptions.ts';

function images(db: Db, p: ProductRow): unknown[] {
  const own = getImages(db, p.id);
  const list = own.length > 0 || p.parent_id === null ? own : getImages(db, p.parent_id);
  return list.map((img, i) => ({
    id: p.id * 100 + i, src: imageUrl(img.file), thumbnail: imageUrl(img.file), srcset: '', sizes: '', name: img.file, alt: img.alt,
  }));
}

function prices(db: Db, p: ProductRow): Record<string, unknown> {
  const range = p.type === 'variable' || p.type === 'grouped' ? priceRange(db, p) : null;
  const price = range ? range.min : activePrice(p) ?? 0;
  return {
    price: amount(price),
    regular_price: amount(range ? range.min : p.regular_price ?? price),
    sale_price: amount(range ? range.min : p.sale_price ?? price),
    price_range: range && range.min !== range.max ? { min_amount: amount(range.min), max_amount: amount(range.max) } : null,
    ...currencyFields(currencyOf(db)),
  };
}

/** WooCommerce's availability text and class (WC_Product::get_availability): '' for a product in stock without stock managed. */
function stockAvailability(p: ProductRow): { text: string; class: string } {
  if (p.stock_status === 'outofstock') return { text: 'Out of stock', class: 'out-of-stock' };
  if (p.stock_status === 'onbackorder') return { text: 'Available on backorder', class: 'available-on-backorder' };
  return { text: p.stock_quantity !== null ? `${p.stock_quantity} in stock` : '', class: 'in-stock' };
}

/** ProductSchema of the Store API. */
export function productSchema(db: Db, p: ProductRow): Record<string, unknown> {
  const variations = p.type === 'variable' ? getVariations(db, p.id) : [];
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    parent: p.parent_id ?? 0,
    type: p.type,
    variation: p.type === 'variation' ? getVariationAttributes(db, p.id).map((a) => a.value).join(', ') : '',
    permalink: productPermalink(p),
    sku: p.sku ?? '',
    short_description: p.short_description,
    description: p.description,
    on_sale: productOnSale(db, p),
    prices: prices(db, p),
    price_html: productPriceHtml(db, p).value,
    average_rating: p.average_rating.toFixed(2),
    review_count: 0,
    images: images(db, p),
    categories: getProductCategories(db, p.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug, link: `/shop/product-category/${c.slug}/` })),
    tags: getProductTags(db, p.id).map((t) => ({ id: t.id, name: t.name, slug: t.slug, link: `/shop/product-tag/${t.slug}/` })),
    attributes: getAttributes(db, p.id).map((a, i) => ({
      id: i, name: a.name, taxonomy: a.slug.startsWith('pa_') ? a.slug : null, has_variations: a.variation,
      terms: a.options.map((o, j) => ({ id: j, name: o, slug: o.toLowerCase().replace(/[^a-z0-9]+/g, '-') })),
    })),
    variations: variations.map((v) => ({ id: v.id, attributes: getVariationAttributes(db, v.id).map((a) => ({ name: a.name, value: a.value })) })),
    has_options: p.type === 'variable' || p.type === 'grouped',
    is_purchasable: isPurchasable(p) || p.type === 'variable',
    is_in_stock: p.stock_status !== 'outofstock',
    is_on_backorder: p.stock_status === 'onbackorder',
    low_stock_remaining: p.stock_quantity !== null && p.stock_quantity <= 2 ? p.stock_quantity : null,
    stock_availability: stockAvailability(p),
    sold_individually: false,
    add_to_cart: {
      text: p.type === 'variable' ? 'Select options' : p.type === 'grouped' ? 'View products' : p.type === 'external' ? p.button_text ?? 'Buy product' : 'Add to cart',
      description: p.type === 'simple' ? `Add to cart: &ldquo;${p.name}&rdquo;` : `Select options for &ldquo;${p.name}&rdquo;`,
      url: p.type === 'external' ? p.external_url ?? '' : `?add-to-cart=${p.id}`,
      minimum: 1, maximum: 9999, multiple_of: 1,
    },
    extensions: {},
  };
}

/** CartSchema of the Store API: money in minor units as strings, the customer's addresses, the package's rates, the gateways that can take payment. */
export function cartSchema(db: Db, cart: Cart, customer: CustomerAddresses, paymentMethods: readonly string[] = []): Record<string, unknown> {
  const t = cart.totals;
  const CURRENCY_FIELDS = currencyFields(cart.currency);
  const shippingTax = (cost: number): number => vatIncluded(cost, t.taxRate);
  const tax = (gross: number, vat: number): string => amount(gross - vat);
  return {
    items: cart.lines.map((l) => {
      const lt = t.lines.find((x) => x.key === l.key)!;
      return {
        key: l.key,
        id: l.item.id,
        type: l.item.type,
        quantity: l.quantity,
        quantity_limits: { minimum: 1, maximum: l.item.stock_quantity ?? 9999, multiple_of: 1, editable: true },
        name: l.product.name,
        short_description: l.product.short_description,
        description: l.product.description,
        sku: l.item.sku ?? '',
        low_stock_remaining: null,
        backorders_allowed: l.item.stock_status === 'onbackorder',
        show_backorder_badge: false,
        sold_individually: false,
        permalink: productPermalink(l.product),
        images: images(db, l.item),
        variation: l.variation.map((v) => ({ attribute: v.attribute, value: v.value })),
        item_data: [],
        prices: {
          price: amount(l.unitPrice),
          regular_price: amount(l.item.regular_price ?? l.unitPrice),
          sale_price: amount(isOnSale(l.item) ? l.item.sale_price! : l.unitPrice),
          price_range: null,
          ...CURRENCY_FIELDS,
          raw_prices: { precision: 6, price: String(l.unitPrice * 10000), regular_price: String((l.item.regular_price ?? l.unitPrice) * 10000), sale_price: String(l.unitPrice * 10000) },
        },
        totals: {
          line_subtotal: tax(lt.subtotal, lt.subtotalTax), line_subtotal_tax: amount(lt.subtotalTax),
          line_total: tax(lt.total, lt.totalTax), line_total_tax: amount(lt.totalTax), ...CURRENCY_FIELDS,
        },
        categories: getProductCategories(db, l.product.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug, link: `/shop/product-category/${c.slug}/` })),
        catalog_visibility: 'visible',
        extensions: {},
      };
    }),
    coupons: t.couponDiscounts.map((c) => ({
      code: c.code, discount_type: c.type, totals: { total_discount: amount(c.discount), total_discount_tax: amount(c.discountTax), ...CURRENCY_FIELDS },
    })),
    fees: [],
    totals: {
      total_items: tax(t.itemsSubtotal, t.itemsSubtotalTax), total_items_tax: amount(t.itemsSubtotalTax),
      total_fees: '0', total_fees_tax: '0',
      total_discount: amount(t.discount - t.discountTax), total_discount_tax: amount(t.discountTax),
      total_shipping: t.needsShipping ? tax(t.shipping, t.shippingTax) : null, total_shipping_tax: t.needsShipping ? amount(t.shippingTax) : null,
      total_price: amount(t.total), total_tax: amount(t.totalTax),
      tax_lines: t.totalTax > 0 ? [{ name: 'VAT', price: amount(t.totalTax), rate: `${t.taxRate}%` }] : [],
      ...CURRENCY_FIELDS,
    },
    shipping_address: customer.shipping,
    billing_address: customer.billing,
    needs_payment: t.total > 0,
    needs_shipping: t.needsShipping,
    // WooCommerce Subscriptions adds 'subscriptions' for a cart with a subscription product.
    payment_requirements: cartContainsSubscription(db, cart) ? ['products', 'subscriptions'] : ['products'],
    has_calculated_shipping: t.needsShipping,
    shipping_rates: t.needsShipping
      ? [{
          package_id: 0, name: 'Shipment 1',
          destination: { address_1: customer.shipping.address_1, address_2: customer.shipping.address_2, city: customer.shipping.city, state: customer.shipping.state, postcode: customer.shipping.postcode, country: customer.shipping.country },
          items: cart.lines.map((l) => ({ key: l.key, name: l.product.name, quantity: l.quantity })),
          shipping_rates: t.rates.map((r) => ({
            rate_id: r.id, name: r.label, description: '', delivery_time: '', price: amount(r.cost - shippingTax(r.cost)), taxes: amount(shippingTax(r.cost)),
            instance_id: r.instanceId, method_id: r.methodId, meta_data: [], selected: r.id === t.shippingRate?.id, ...CURRENCY_FIELDS,
          })),
        }]
      : [],
    items_count: itemCount(cart),
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: paymentMethods,
    extensions: {},
  };
}
