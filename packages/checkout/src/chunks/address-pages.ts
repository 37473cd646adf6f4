/**
 * The checkout's declared chunk for the pages with address forms (see every-page.ts): the classic checkout, the
 * cart (its shipping calculator) and the account's address pages, and the parts they fetch later. It holds the
 * settings readers, the address blocks' start with their pickers, and the coupon links' start (checkout and cart).
 * Each of those parts exports ADDRESS_PAGES, so it is one chunk; the order-pay page, which has no address form,
 * never loads it.
 */
import { addressData, startAddresses } from '../address-fields/start.ts';
import { pageSettings } from '../contract/settings.ts';
import { couponLinkTaken } from '../coupons/coupon-form.ts';

export const ADDRESS_PAGES = [addressData, startAddresses, pageSettings, couponLinkTaken];
