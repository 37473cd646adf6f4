/** The `wc-blocks-checkout-events` script of the model: window.wc.blocksCheckoutEvents. */
import { expose } from '../globals.ts';
import { createCheckoutEvents } from './checkout-events.ts';

expose(['wc', 'blocksCheckoutEvents'], createCheckoutEvents());
