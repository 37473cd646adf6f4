/**
 * Submitting with a new payment method (SPEC 4.7), as a step function: a saved token skips everything; a form
 * that failed to load stops with the load-error message; BLIK checks its code, the other methods have their
 * form checked (`elements.submit()`); then a payment method is made at the provider; any failure ends with the
 * message the shopper sees. Blocking the form and showing the notice are the checkout's (core's life cycle);
 * the runner (submit-runner.ts) does the provider calls.
 */
import type { Step } from '@shop-islands/core/store';
import { submitErrorMessage } from '../errors/messages.ts';
import { blikInvalidText, loadErrorOnSubmitText } from '../errors/texts.ts';
import { isValidBlikCode } from './blik.ts';

export type SubmitOutcome =
  /** A saved payment method was chosen: the form's token field is all the gateway needs. */
  | { readonly kind: 'saved-token' }
  | { readonly kind: 'new-method'; readonly paymentMethodId: string }
  | { readonly kind: 'failed'; readonly message: string };

export type SubmitPhase = 'idle' | 'checking' | 'creating' | 'done';

export interface SubmitState {
  readonly phase: SubmitPhase;
  readonly outcome: SubmitOutcome | null;
}

export const INITIAL_SUBMIT: SubmitState = { phase: 'idle', outcome: null };

export type SubmitEvent =
  | {
      readonly type: 'submit';
      /** A saved token's radio is chosen (not 'Use a new payment method'). */
      readonly savedTokenChosen: boolean;
      readonly hasLoadError: boolean;
      /** For BLIK, the code typed; null for other methods. */
      readonly blikCode: string | null;
    }
  | { readonly type: 'form-checked'; readonly error: unknown }
  | { readonly type: 'method-created'; readonly paymentMethodId: string }
  | { readonly type: 'method-failed'; readonly error: unknown };

export type SubmitEffect = { readonly type: 'check-form' } | { readonly type: 'create-method' };

const done = (outcome: SubmitOutcome): Step<SubmitState, SubmitEffect> => ({ state: { phase: 'done', outcome } });

/** `messages`: the gateway's messages by error code (SPEC 8.3). */
export function submitStep(state: SubmitState, event: SubmitEvent, messages: Readonly<Record<string, string>>): Step<SubmitState, SubmitEffect> {
  switch (event.type) {
    case 'submit':
      if (state.phase === 'checking' || state.phase === 'creating') return { state };
      if (event.savedTokenChosen) return done({ kind: 'saved-token' });
      if (event.hasLoadError) return done({ kind: 'failed', message: loadErrorOnSubmitText() });
      if (event.blikCode !== null) {
        if (!isValidBlikCode(event.blikCode)) return done({ kind: 'failed', message: blikInvalidText() });
        return { state: { phase: 'creating', outcome: null }, effects: [{ type: 'create-method' }] };
      }
      return { state: { phase: 'checking', outcome: null }, effects: [{ type: 'check-form' }] };
    case 'form-checked':
      if (state.phase !== 'checking') return { state };
      if (event.error) return done({ kind: 'failed', message: submitErrorMessage(event.error, messages) });
      return { state: { phase: 'creating', outcome: null }, effects: [{ type: 'create-method' }] };
    case 'method-created':
      return state.phase === 'creating' ? done({ kind: 'new-method', paymentMethodId: event.paymentMethodId }) : { state };
    case 'method-failed':
      return state.phase === 'creating' ? done({ kind: 'failed', message: submitErrorMessage(event.error, messages) }) : { state };
  }
}
