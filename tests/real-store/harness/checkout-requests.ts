/** The classic checkout's order request sent over HTTP with an Idempotency-Key, and what its JSON answer says. */
import { request, type Jar, type Response } from './store.ts';

const CHECKOUT = '/?wc-ajax=checkout';

export const submitWithKey = (jar: Jar, body: URLSearchParams, key: string): Promise<Response> =>
  request(CHECKOUT, { method: 'POST', jar, body, headers: { 'Idempotency-Key': key } });

export interface CheckoutAnswer { result?: string; redirect?: string; messages?: string }
export const answerOf = (res: Response): CheckoutAnswer => JSON.parse(res.html) as CheckoutAnswer;
/** The order the answer sends the shopper to (NaN when it sends them nowhere). */
export const orderIdInAnswer = (answer: CheckoutAnswer): number => Number(/order-received\/(\d+)\//.exec(answer.redirect ?? '')?.[1]);
