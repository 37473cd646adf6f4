/**
 * The payment-method registry, in WooCommerce Blocks' shape (what payment plugins already write):
 * `registerPaymentMethod({ name, label, ariaLabel, content, edit, canMakePayment, paymentMethodId,
 * supports })` and `registerExpressPaymentMethod(...)`. On a block checkout it *is* the page's
 * `wc.wcBlocksRegistry`; elsewhere one registry is registered on the page for every bundle, and the
 * classic checkout hosts its methods in the payment box (classic-host.tsx).
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { pageShared } from '../page-shared.ts';
import { announcePaymentMethods, PAYMENT_REGISTRY_NAME } from './registered-methods.ts';

/** What canMakePayment is asked with (Blocks' CanMakePaymentArgument; the classic host fills what it knows). */
export interface CanMakePaymentArgument {
  readonly cartTotals?: Readonly<Record<string, unknown>>;
  readonly cartNeedsShipping?: boolean;
  readonly billingAddress?: Readonly<Record<string, string>>;
  readonly shippingAddress?: Readonly<Record<string, string>>;
  readonly selectedShippingMethods?: Readonly<Record<string, string>>;
  /** Features the cart needs (e.g. 'subscriptions'); a method must support all of them. */
  readonly paymentRequirements: readonly string[];
  readonly paymentMethods?: readonly string[];
}

export type CanMakePaymentResult = boolean | { readonly error: { readonly message: string } };
export type CanMakePayment = (argument: CanMakePaymentArgument) => CanMakePaymentResult | Promise<CanMakePaymentResult>;

export interface PaymentMethodConfig {
  readonly name: string;
  readonly label: ReactNode;
  readonly ariaLabel: string;
  readonly content: ReactElement | null;
  readonly edit: ReactElement | null;
  readonly canMakePayment: CanMakePayment;
  /** The gateway id the server knows it by (the classic radio's value); defaults to `name`. */
  readonly paymentMethodId?: string;
  readonly placeOrderButtonLabel?: string;
  readonly savedTokenComponent?: ReactElement | null;
  readonly icons?: readonly unknown[] | null;
  readonly supports?: { readonly features?: readonly string[]; readonly showSavedCards?: boolean; readonly showSaveOption?: boolean };
}

export interface ExpressPaymentMethodConfig {
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly gatewayId?: string;
  readonly content: ReactElement | null;
  readonly edit: ReactElement | null;
  readonly canMakePayment: CanMakePayment;
  readonly paymentMethodId?: string;
  readonly supports?: { readonly features?: readonly string[]; readonly style?: readonly string[] };
}

interface Registered {
  readonly name: string;
  readonly paymentMethodId: string;
  readonly content: ReactElement | null;
  /** The config's check behind Blocks' rule: every payment requirement must be a supported feature. */
  readonly canMakePayment: CanMakePayment;
  readonly supports: { readonly features: readonly string[] };
}

export type PaymentMethod = PaymentMethodConfig & Registered;
export type ExpressPaymentMethod = ExpressPaymentMethodConfig & Registered & { readonly title: string; readonly description: string };

/** The part of `wc.wcBlocksRegistry` that payment methods use. */
export interface PaymentRegistry {
  registerPaymentMethod(config: PaymentMethodConfig): void;
  registerExpressPaymentMethod(config: ExpressPaymentMethodConfig): void;
  getPaymentMethods(): Readonly<Record<string, PaymentMethod>>;
  getExpressPaymentMethods(): Readonly<Record<string, ExpressPaymentMethod>>;
  /** Shop Islands' registry only (Blocks' has no such call): hear later registrations. Returns the function that stops. */
  subscribe?(listener: () => void): () => void;
}

function check(config: object, kind: string, required: readonly string[]): void {
  const missing = required.filter((key) => !(key in config));
  if (missing.length > 0) throw new TypeError(`The ${kind} configuration is missing: ${missing.join(', ')}.`);
  const { name, content, edit, canMakePayment, ariaLabel } = config as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') throw new TypeError(`The ${kind}'s name must be a non-empty string.`);
  if (typeof canMakePayment !== 'function') throw new TypeError(`The ${kind} ${name}'s canMakePayment must be a function.`);
  if ('ariaLabel' in config && typeof ariaLabel !== 'string') throw new TypeError(`The ${kind} ${name}'s ariaLabel must be a string.`);
  for (const [key, element] of [['content', content], ['edit', edit]] as const) {
    if (element !== null && !isValidElement(element)) throw new TypeError(`The ${kind} ${name}'s ${key} must be a React element or null.`);
  }
}

function registered<C extends { name: string; content: ReactElement | null; paymentMethodId?: string; canMakePayment: CanMakePayment; supports?: { features?: readonly string[] } }>(
  config: C,
): C & Registered {
  const features = config.supports?.features ?? ['products'];
  return {
    ...config,
    paymentMethodId: config.paymentMethodId ?? config.name,
    supports: { ...config.supports, features },
    canMakePayment: (argument) =>
      argument.paymentRequirements.every((feature) => features.includes(feature)) ? config.canMakePayment(argument) : false,
  };
}

function createPaymentRegistry(win: object): PaymentRegistry {
  const methods: Record<string, PaymentMethod> = {};
  const express: Record<string, ExpressPaymentMethod> = {};
  const listeners = new Set<() => void>();
  const changed = (): void => {
    listeners.forEach((listener) => listener());
    announcePaymentMethods(win);
  };
  return {
    registerPaymentMethod(config) {
      check(config, 'payment method', ['name', 'label', 'ariaLabel', 'content', 'edit', 'canMakePayment']);
      const method = registered(config);
      const { showSavedCards = false, showSaveOption = false } = config.supports ?? {};
      methods[config.name] = { ...method, supports: { ...method.supports, showSavedCards, showSaveOption } };
      changed();
    },
    registerExpressPaymentMethod(config) {
      check(config, 'express payment method', ['name', 'content', 'edit', 'canMakePayment']);
      const description = config.description ?? '';
      express[config.name] = {
        ...registered(config),
        title: config.title ?? config.name.replace(/[_-]/g, ' '),
        description: description.length > 130 ? `${description.slice(0, 130)}...` : description,
      };
      changed();
    },
    getPaymentMethods: () => methods,
    getExpressPaymentMethods: () => express,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The page's registry: WooCommerce Blocks' own `wc.wcBlocksRegistry` on a block checkout, otherwise
 * the one Shop Islands registry registered on the page (created by whichever bundle asks first).
 */
export function pagePaymentRegistry(win: object = window): PaymentRegistry {
  const blocks = (win as { wc?: { wcBlocksRegistry?: PaymentRegistry } }).wc?.wcBlocksRegistry;
  return blocks ?? pageShared(PAYMENT_REGISTRY_NAME, () => createPaymentRegistry(win), win);
}

/**
 * The methods that can pay for this cart, in registration order. A method whose check throws or
 * answers `{ error }` is left out (and named in a console warning for the shop owner), as Blocks does.
 */
export async function methodsThatCanPay<M extends Registered>(methods: Readonly<Record<string, M>>, argument: CanMakePaymentArgument): Promise<M[]> {
  const verdicts = await Promise.all(
    Object.values(methods).map(async (method) => {
      try {
        const answer = await method.canMakePayment(argument);
        if (typeof answer === 'object' && answer !== null) throw new Error(answer.error.message);
        return answer === true;
      } catch (error) {
        console.warn(`[shop-islands] payment method ${method.name} cannot be offered:`, error);
        return false;
      }
    }),
  );
  return Object.values(methods).filter((_method, index) => verdicts[index]);
}
