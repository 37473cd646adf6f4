import { applyCoupon, chooseShipping, loadCart, removeCoupon } from '../../domain/cart.ts';
import { processCheckout, SESSION_EXPIRED } from '../../domain/checkout.ts';
import { noticesHtml } from '../../pages/partials/notices.ts';
import { checkoutPayment } from '../../pages/checkout.ts';
import { reviewOrderTable } from '../../pages/partials/review-order.ts';
import type { EndpointRegistry } from '../registry.ts';

/** WC_AJAX checkout, update_order_review, apply_coupon, remove_coupon. */
export function registerWcAjaxCheckout(r: EndpointRegistry): void {
  r.registerWcAjax('checkout', {
    handler: (ctx, data) => {
      if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-process_checkout', data['woocommerce-process-checkout-nonce'])) {
        return { result: 'failure', messages: noticesHtml([{ type: 'error', message: 'We were unable to process your order, please try again.' }]).value, refresh: false, reload: false };
      }
      const outcome = processCheckout(ctx.shop.db, ctx.session, data, ctx.shop.gateways);
      if (outcome.result === 'success') return { result: 'success', order_id: outcome.order.id, redirect: outcome.redirect };
      return {
        result: 'failure',
        messages: noticesHtml(outcome.notices.map((n) => ({ type: 'error' as const, message: n.message, id: n.id || undefined }))).value,
        refresh: false,
        reload: outcome.reload,
      };
    },
  });
  r.registerWcAjax('update_order_review', {
    nonceAction: 'update-order-review',
    nonceField: 'security',
    handler: (ctx, data) => {
      const chosen = data['shipping_method[0]'];
      if (chosen) chooseShipping(ctx.shop.db, ctx.session.id, chosen);
      const cart = loadCart(ctx.shop.db, ctx.session.id);
      if (cart.lines.length === 0) {
        return { result: 'failure', messages: noticesHtml([{ type: 'error', message: SESSION_EXPIRED }]).value, reload: true, fragments: {} };
      }
      return {
        result: 'success',
        messages: '',
        reload: false,
        fragments: {
          '.woocommerce-checkout-review-order-table': reviewOrderTable(cart, ctx.shop.nonces.createNonce(ctx.session.id, 'woocommerce-cart')).value,
          '.woocommerce-checkout-payment': checkoutPayment(ctx, cart, data.payment_method).value,
        },
      };
    },
  });
  r.registerWcAjax('apply_coupon', {
    nonceAction: 'apply-coupon',
    nonceField: 'security',
    handler: (ctx, data) => {
      const applied = applyCoupon(ctx.shop.db, ctx.session.id, data.coupon_code ?? '');
      return noticesHtml([applied.ok ? { type: 'success', message: 'Coupon code applied successfully.' } : { type: 'error', message: applied.error.message }]).value;
    },
  });
  r.registerWcAjax('remove_coupon', {
    nonceAction: 'remove-coupon',
    nonceField: 'security',
    handler: (ctx, data) => {
      const removed = removeCoupon(ctx.shop.db, ctx.session.id, data.coupon ?? '');
      return noticesHtml([removed.ok ? { type: 'success', message: 'Coupon has been removed.' } : { type: 'error', message: 'Sorry there was a problem removing this coupon.' }]).value;
    },
  });
}
