/**
 * What a wallet hands over, as WooCommerce addresses (the Store API's billing_address and shipping_address):
 * the full name split into first and last name, the phone without the brackets and dashes wallets add, the
 * street lines and postcode renamed. While the sheet is open a wallet reports only part of the shipping
 * address (city, state, postcode, country): `destinationOf` makes the fields get_shipping_options reads.
 */
import type { NormalizableAddress } from './normalize.ts';

/** Stripe's address (billing details, shipping address). */
export interface StripeAddress {
  readonly line1?: string | null;
  readonly line2?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly postal_code?: string | null;
  readonly country?: string | null;
  readonly organization?: string | null;
}

/** The confirm event's contact details (Stripe's StripeExpressCheckoutElementConfirmEvent). */
export interface WalletContact {
  readonly billingDetails?: { readonly name?: string | null; readonly email?: string | null; readonly phone?: string | null; readonly address?: StripeAddress | null } | null;
  readonly shippingAddress?: { readonly name?: string | null; readonly address?: StripeAddress | null } | null;
  readonly shippingRate?: { readonly id: string } | null;
}

export interface WooAddress extends NormalizableAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly company: string;
  readonly address_1: string;
  readonly address_2: string;
  readonly city: string;
  readonly phone: string;
}
export interface WooBillingAddress extends WooAddress { readonly email: string }

/** 'Jo van Bloggs' → Jo / van Bloggs; one word is a first name; `lastFallback` when there is no last name. */
export function splitName(name: string | null | undefined, lastFallback = ''): { first: string; last: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') || lastFallback };
}

/** '+44 (0) 7700-900 123' → '+4407700900123': WooCommerce checks phones with those characters removed anyway. */
export function cleanPhone(phone: string | null | undefined): string {
  return (phone ?? '').replace(/[() -]/g, '');
}

function fromStripe(name: string | null | undefined, address: StripeAddress | null | undefined, phone: string, lastFallback: string): WooAddress {
  const { first, last } = splitName(name, lastFallback);
  return {
    first_name: first,
    last_name: last,
    company: address?.organization ?? '',
    address_1: address?.line1 ?? '',
    address_2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postal_code ?? '',
    country: address?.country ?? '',
    phone,
  };
}

/** The billing address: the payer's name (a last name is required, so '-' stands in, as the gateway does), email and phone. */
export function billingAddressOf(contact: WalletContact): WooBillingAddress {
  const details = contact.billingDetails;
  return { ...fromStripe(details?.name, details?.address, cleanPhone(details?.phone), '-'), email: details?.email ?? '' };
}

/** The shipping address the wallet chose, or null when the order ships nothing. */
export function shippingAddressOf(contact: WalletContact): WooAddress | null {
  const shipping = contact.shippingAddress;
  if (!shipping?.address) return null;
  return fromStripe(shipping.name, shipping.address, cleanPhone(contact.billingDetails?.phone), '');
}

/** The fields get_shipping_options reads, from the part of the address a wallet reports while its sheet is open. */
export function destinationOf(address: StripeAddress): { country: string; state: string; postcode: string; city: string; address: string; address_2: string } {
  return {
    country: (address.country ?? '').toUpperCase(),
    state: address.state ?? '',
    postcode: address.postal_code ?? '',
    city: address.city ?? '',
    address: address.line1 ?? '',
    address_2: address.line2 ?? '',
  };
}
