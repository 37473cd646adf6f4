/** The `components` a payment method's props carry (Blocks 10.9.1: LoadingMask, PaymentMethodIcons, PaymentMethodLabel, Skeleton, ValidationInputError). */
import type { ReactElement, ReactNode } from 'react';
import { useModel } from './hooks.ts';
import type { CheckoutModel } from './model.ts';

export interface PaymentComponents {
  readonly LoadingMask: (props: { children?: ReactNode; isLoading?: boolean; screenReaderLabel?: string; showSpinner?: boolean }) => ReactElement;
  readonly PaymentMethodIcons: (props: { icons?: readonly unknown[] | null; align?: string }) => ReactElement | null;
  readonly PaymentMethodLabel: (props: { text?: string; icon?: ReactNode }) => ReactElement;
  readonly Skeleton: (props: { width?: string; height?: string }) => ReactElement;
  readonly ValidationInputError: (props: { errorMessage?: string; propertyName?: string; elementId?: string }) => ReactElement | null;
}

type Icon = string | { id: string; src: string; alt: string };

export function createPaymentComponents(model: CheckoutModel): PaymentComponents {
  function ValidationInputError({ errorMessage = '', propertyName = '', elementId = '' }: { errorMessage?: string; propertyName?: string; elementId?: string }): ReactElement | null {
    const error = useModel(model, (m) => m.validation.select.getValidationError(propertyName));
    const message = errorMessage || (error && !error.hidden ? error.message : '');
    if (!message) return null;
    return (
      <div className="wc-block-components-validation-error" role="alert">
        <p id={elementId ? `validate-error-${elementId}` : undefined}>{message}</p>
      </div>
    );
  }
  return {
    LoadingMask: ({ children, isLoading = true, screenReaderLabel = 'Loading…', showSpinner = false }) => (
      <div className={`wc-block-components-loading-mask${isLoading ? ' is-loading' : ''}`} aria-busy={isLoading}>
        {showSpinner && isLoading ? <span className="wc-block-components-spinner" aria-hidden="true" /> : null}
        <div className="wc-block-components-loading-mask__children" aria-hidden={isLoading}>{children}</div>
        {isLoading ? <span className="screen-reader-text">{screenReaderLabel}</span> : null}
      </div>
    ),
    PaymentMethodIcons: ({ icons = [] }) =>
      icons && icons.length > 0 ? (
        <span className="wc-block-components-payment-method-icons">
          {(icons as Icon[]).map((icon) => {
            const { id, src, alt } = typeof icon === 'string' ? { id: icon, src: '', alt: icon } : icon;
            return src ? <img key={id} className={`wc-block-components-payment-method-icon wc-block-components-payment-method-icon--${id}`} src={src} alt={alt} /> : <span key={id}>{alt}</span>;
          })}
        </span>
      ) : null,
    PaymentMethodLabel: ({ text = '', icon = null }) => (
      <span className="wc-block-components-payment-method-label">
        {icon}
        {text}
      </span>
    ),
    Skeleton: ({ width = '100%', height = '1em' }) => <span className="wc-block-components-skeleton" style={{ width, height }} aria-hidden="true" />,
    ValidationInputError,
  };
}
