/**
 * `wc.wcBlocksRegistry` (script handle wc-blocks-registry), the payment part, as WooCommerce 10.9.1 has it:
 * a configuration is checked when it is registered (a bad one throws, with Blocks' messages), defaults are
 * filled in (`paymentMethodId` = name, `supports.features` = ['products'], `savedTokenComponent`), and a later
 * registration under the same name replaces the earlier one. `canMakePayment` is wrapped: a method whose
 * features do not cover the cart's payment requirements cannot pay, and extension callbacks
 * (registerPaymentMethodExtensionCallbacks) must all agree.
 */
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface CanMakePaymentArgument {
  readonly paymentRequirements?: readonly string[];
  readonly [key: string]: unknown;
}
export type CanMakePaymentResult = boolean | { readonly error: { readonly message: string } };
export type CanMakePayment = (argument: CanMakePaymentArgument) => CanMakePaymentResult | Promise<CanMakePaymentResult>;

export interface Supports {
  readonly features?: readonly string[];
  readonly showSavedCards?: boolean;
  readonly showSaveOption?: boolean;
  readonly savePaymentInfo?: boolean;
  readonly style?: readonly string[];
}

export interface PaymentMethodConfiguration {
  name: string;
  label: ReactNode;
  ariaLabel: string;
  content: ReactElement | null;
  edit: ReactElement | null;
  canMakePayment: CanMakePayment;
  paymentMethodId?: string;
  placeOrderButtonLabel?: string;
  savedTokenComponent?: ReactElement | null;
  icons?: readonly unknown[] | null;
  supports?: Supports;
}

export interface ExpressPaymentMethodConfiguration {
  name: string;
  title?: string;
  description?: string;
  gatewayId?: string;
  content: ReactElement | null;
  edit: ReactElement | null;
  canMakePayment: CanMakePayment;
  paymentMethodId?: string;
  supports?: Supports;
}

export interface RegisteredPaymentMethod {
  readonly name: string;
  readonly label: ReactNode;
  readonly ariaLabel: string;
  readonly content: ReactElement | null;
  readonly edit: ReactElement | null;
  readonly paymentMethodId: string;
  readonly placeOrderButtonLabel?: string;
  readonly savedTokenComponent: ReactElement | null;
  readonly icons: readonly unknown[] | null;
  readonly supports: { readonly showSavedCards: boolean; readonly showSaveOption: boolean; readonly features: readonly string[] };
  readonly canMakePaymentFromConfig: CanMakePayment;
  readonly canMakePayment: CanMakePayment;
}

export interface RegisteredExpressPaymentMethod {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly gatewayId: string;
  readonly content: ReactElement | null;
  readonly edit: ReactElement | null;
  readonly paymentMethodId: string;
  readonly supports: { readonly features: readonly string[]; readonly style: readonly string[] };
  readonly canMakePaymentFromConfig: CanMakePayment;
  readonly canMakePayment: CanMakePayment;
}

export type ExtensionCallback = (argument: CanMakePaymentArgument) => boolean;

export interface BlocksRegistry {
  registerPaymentMethod(config: PaymentMethodConfiguration): void;
  registerExpressPaymentMethod(config: ExpressPaymentMethodConfiguration): void;
  registerPaymentMethodExtensionCallbacks(namespace: string, callbacks: Record<string, ExtensionCallback>): void;
  getPaymentMethods(): Readonly<Record<string, RegisteredPaymentMethod>>;
  getExpressPaymentMethods(): Readonly<Record<string, RegisteredExpressPaymentMethod>>;
  __experimentalDeRegisterPaymentMethod(name: string): void;
  __experimentalDeRegisterExpressPaymentMethod(name: string): void;
  /** The model's own addition (Blocks has none): hear registrations, so the checkout can offer a method registered late. */
  subscribe(listener: () => void): () => void;
}

function assertHas(config: object, properties: readonly string[]): void {
  const missing = properties.filter((property) => !Object.prototype.hasOwnProperty.call(config, property));
  if (missing.length > 0) throw new TypeError(`The payment method configuration object is missing the following properties:${missing.join(', ')}`);
}

function assertElement(element: unknown, name: string): void {
  if (element !== null && !isValidElement(element)) throw new TypeError(`The ${name} property for the payment method must be a React element or null.`);
}

const NullComponent = (): null => null;

function checkPaymentMethod(config: PaymentMethodConfiguration): void {
  assertHas(config, ['name', 'label', 'ariaLabel', 'content', 'edit', 'canMakePayment']);
  if (typeof config.name !== 'string') throw new Error('The name property for the payment method must be a string');
  if (config.icons !== undefined && config.icons !== null && !Array.isArray(config.icons)) throw new Error('The icons property for the payment method must be an array or null.');
  if (config.paymentMethodId !== undefined && typeof config.paymentMethodId !== 'string') {
    throw new Error('The paymentMethodId property for the payment method must be a string or undefined (in which case it will be the value of the name property).');
  }
  if (config.placeOrderButtonLabel !== undefined && typeof config.placeOrderButtonLabel !== 'string') {
    throw new TypeError('The placeOrderButtonLabel property for the payment method must be a string');
  }
  if (config.label !== null && !isValidElement(config.label) && typeof config.label !== 'string') {
    throw new TypeError('The label property for the payment method must be a React element, a string, or null.');
  }
  assertElement(config.content, 'content');
  assertElement(config.edit, 'edit');
  assertElement(config.savedTokenComponent ?? null, 'savedTokenComponent');
  if (typeof config.ariaLabel !== 'string') throw new TypeError('The ariaLabel property for the payment method must be a string');
  if (typeof config.canMakePayment !== 'function') throw new TypeError('The canMakePayment property for the payment method must be a function.');
  if (config.supports?.showSavedCards !== undefined && typeof config.supports.showSavedCards !== 'boolean') {
    throw new TypeError('If the payment method includes the `supports.showSavedCards` property, it must be a boolean');
  }
  if (config.supports?.features !== undefined && !Array.isArray(config.supports.features)) throw new Error('The features property for the payment method must be an array or undefined.');
  if (config.supports?.showSaveOption !== undefined && typeof config.supports.showSaveOption !== 'boolean') {
    throw new TypeError('If the payment method includes the `supports.showSaveOption` property, it must be a boolean');
  }
}

function checkExpressPaymentMethod(config: ExpressPaymentMethodConfiguration): void {
  assertHas(config, ['name', 'content', 'edit']);
  if (typeof config.name !== 'string') throw new TypeError('The name property for the express payment method must be a string');
  if (config.paymentMethodId !== undefined && typeof config.paymentMethodId !== 'string') {
    throw new Error('The paymentMethodId property for the payment method must be a string or undefined (in which case it will be the value of the name property).');
  }
  if (config.supports?.features !== undefined && !Array.isArray(config.supports.features)) throw new Error('The features property for the payment method must be an array or undefined.');
  assertElement(config.content, 'content');
  assertElement(config.edit, 'edit');
  if (typeof config.canMakePayment !== 'function') throw new TypeError('The canMakePayment property for the express payment method must be a function.');
}

export function createBlocksRegistry(): BlocksRegistry {
  const methods: Record<string, RegisteredPaymentMethod> = {};
  const express: Record<string, RegisteredExpressPaymentMethod> = {};
  const extensionCallbacks: Record<string, Record<string, ExtensionCallback>> = {};
  const listeners = new Set<() => void>();
  const changed = (): void => [...listeners].forEach((listener) => listener());

  /** Blocks' getCanMakePayment: features first, then the method's own check, then every extension callback for it. */
  const wrap = (name: string, features: readonly string[], own: CanMakePayment): CanMakePayment => async (argument) => {
    if (!(argument.paymentRequirements ?? []).every((requirement) => features.includes(requirement))) return false;
    const canPay = await own(argument);
    if (!canPay) return canPay;
    const callbacks = Object.values(extensionCallbacks).flatMap((byMethod) => (byMethod[name] ? [byMethod[name]] : []));
    for (const callback of callbacks) {
      try {
        if (!callback(argument)) return false;
      } catch (error) {
        console.error(error);
      }
    }
    return canPay;
  };

  return {
    registerPaymentMethod(config) {
      checkPaymentMethod(config);
      const features = config.supports?.features ?? ['products'];
      methods[config.name] = {
        name: config.name,
        label: config.label,
        ariaLabel: config.ariaLabel,
        content: config.content,
        edit: config.edit,
        paymentMethodId: config.paymentMethodId || config.name,
        placeOrderButtonLabel: config.placeOrderButtonLabel,
        savedTokenComponent: config.savedTokenComponent || createElement(NullComponent),
        icons: config.icons || null,
        supports: { showSavedCards: config.supports?.showSavedCards || config.supports?.savePaymentInfo || false, showSaveOption: config.supports?.showSaveOption || false, features },
        canMakePaymentFromConfig: config.canMakePayment,
        canMakePayment: wrap(config.name, features, config.canMakePayment),
      };
      changed();
    },
    registerExpressPaymentMethod(config) {
      checkExpressPaymentMethod(config);
      const features = config.supports?.features ?? ['products'];
      const description = typeof config.description === 'string' && config.description.length > 130 ? `${config.description.slice(0, 130)}...` : config.description;
      express[config.name] = {
        name: config.name,
        title: config.title || config.name.replace(/[_-]/g, ' '),
        description: description || '',
        gatewayId: config.gatewayId || '',
        content: config.content,
        edit: config.edit,
        paymentMethodId: config.paymentMethodId || config.name,
        supports: { features, style: config.supports?.style ?? [] },
        canMakePaymentFromConfig: config.canMakePayment,
        canMakePayment: wrap(config.name, features, config.canMakePayment),
      };
      changed();
    },
    registerPaymentMethodExtensionCallbacks(namespace, callbacks) {
      if (extensionCallbacks[namespace]) {
        console.error(`The namespace provided to registerPaymentMethodExtensionCallbacks must be unique. Callbacks have already been registered for the ${namespace} namespace.`);
        return;
      }
      extensionCallbacks[namespace] = {};
      for (const [method, callback] of Object.entries(callbacks)) {
        if (typeof callback === 'function') extensionCallbacks[namespace][method] = callback;
        else console.error(`All callbacks provided to registerPaymentMethodExtensionCallbacks must be functions. The callback for the ${method} payment method in the ${namespace} namespace was not a function.`);
      }
      changed();
    },
    getPaymentMethods: () => methods,
    getExpressPaymentMethods: () => express,
    __experimentalDeRegisterPaymentMethod(name) {
      delete methods[name];
      changed();
    },
    __experimentalDeRegisterExpressPaymentMethod(name) {
      delete express[name];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
