/**
 * A shopper paying by card with the Stripe Gateway's own scripts on the real store (legacy profile): the
 * gateway's Payment Element (the provider's Stripe.js double, in its 'Secure payment input frame'), the
 * 3D Secure page, and what the gateway's PHP wrote on the order (status and notes), for the fixtures the
 * card-payment extension must reproduce.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { Visit } from './browser.ts';
import { totalsSettled } from './checkout-shopper.ts';
import { fillBilling, follow, settled } from './shopper.ts';
import { info, login, PROVIDER_URL, STORE_URL, SUBSCRIBER, wp } from './store.ts';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  threeDSecure: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
  mastercard: '5555 5555 5555 4444',
} as const;

/** The Payment Element's fields, in the frame the double serves from the provider's origin. */
export function paymentFrame(scope: Page | Locator): FrameLocator {
  return scope.frameLocator('iframe[title="Secure payment input frame"]');
}

/** Stripe's Card Element (Stripe Payments' payment box), in its own frame. */
export function cardFrame(scope: Page | FrameLocator): FrameLocator {
  return scope.frameLocator('iframe[title="Secure card payment input frame"]');
}

/** Types a card; where the form asks for the postcode too (order-pay, add-payment-method: the store does not collect it there), a London one. */
export async function fillCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill(`12 / ${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await frame.getByLabel('Security code').fill('123');
  const postcode = frame.getByLabel('Postcode');
  if (await postcode.count()) await postcode.fill('SW1A 2HQ');
}

/**
 * WooCommerce's Checkout block's contact and shipping address. Its phone is required, and WooCommerce 10.9.1's block
 * refuses an empty county for GB ('Please enter a valid state/county', though the field says optional), so both are typed.
 */
export async function fillBlockAddress(page: Page, email: string): Promise<void> {
  const form = page.locator('.wc-block-checkout');
  await form.getByLabel('Email address').fill(email);
  for (const [label, value] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['Address', '1 Horse Guards Road'],
    ['City', 'London'],
    ['County (optional)', 'Greater London'],
    ['Postcode', 'SW1A 2HQ'],
    ['Phone', '02079460000'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).first().fill(value);
  }
}

export interface OrderRecord {
  status: string;
  paid: boolean;
  transaction_id: string;
  payment_method: string;
  total: string;
  refunded: string;
  notes: { content: string; customer: boolean; added_by: string }[];
}

export const orderRecord = (order: number): Promise<OrderRecord> => wp<OrderRecord>('notes', { order });

/** An event and how its delivery went: the store's last answer (null if never sent) after `attempts` tries. */
export interface WebhookDelivery {
  type: string;
  /** The intent's, charge's or refund's id the event is about. */
  object_id: string;
  status: number | null;
  attempts: number;
}

/** Waits until the provider has delivered every webhook event so far (the gateway's notes from them are then written). */
export async function webhooksDelivered(): Promise<WebhookDelivery[]> {
  const res = await fetch(`${PROVIDER_URL}/__provider/webhooks?idle=1`, { signal: AbortSignal.timeout(60_000) });
  return ((await res.json()) as { deliveries: WebhookDelivery[] }).deliveries;
}

/** A new visitor with the hoodie in the cart, on the checkout (the classic one unless `path` says), its totals settled. */
export async function checkoutWithHoodie(open: (url: string) => Promise<Visit>, path = new URL(info.urls.checkout ?? '/').pathname): Promise<Page> {
  const visit = await open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
  await visit.page.goto(new URL(path, visit.page.url()).href);
  await settled(visit.page);
  await totalsSettled(visit.page);
  return visit.page;
}

/** Logs in over HTTP (wp-login.php) and gives the browser context the session's cookies. */
export async function loggedIn(visit: Visit, user: { user: string; password: string }): Promise<void> {
  const jar = await login(user.user, user.password);
  await visit.context.addCookies([...jar].map(([name, value]) => ({ name, value: decodeURIComponent(value), url: STORE_URL })));
}

/** The subscriber, logged in, on the account's add-payment-method page, settled. */
export async function addPaymentMethodPage(open: (url: string) => Promise<Visit>): Promise<Page> {
  const visit = await open('/');
  await loggedIn(visit, SUBSCRIBER);
  await visit.page.goto(new URL('/my-account/add-payment-method/', visit.page.url()).href);
  await settled(visit.page);
  return visit.page;
}

export const orderIdOf = (page: Page): number => Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);

/** On a classic page: the card method chosen (Storefront hides the radios behind their labels) and a card typed. */
export async function payByCard(page: Page, card: string): Promise<void> {
  await page.locator('label[for=payment_method_stripe]').click();
  await fillCard(paymentFrame(page.locator('.payment_method_stripe')), card);
}

/** Place order with a 3D Secure card: the challenge completed, then the order-received page. */
export async function placeThroughThreeDSecure(page: Page): Promise<void> {
  await page.locator('#place_order').click();
  const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
  await challenge.waitFor();
  await follow(page, /\/order-received\/\d+\//, () => challenge.getByRole('button', { name: 'Complete authentication' }).click());
}

export const DECLINED_EMAIL = 'declined.shopper@example.com';

/** On the classic checkout: a shopper's address, the declined card, Place order; the checkout's error notice's text. */
export async function placeDeclinedCard(page: Page): Promise<string> {
  await fillBilling(page, DECLINED_EMAIL);
  await payByCard(page, CARDS.declined);
  await page.locator('#place_order').click();
  const notice = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
  await notice.waitFor();
  return (await notice.innerText()).trim();
}

export { fillBilling, settled };
