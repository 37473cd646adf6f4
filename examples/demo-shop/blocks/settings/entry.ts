/** The `wc-settings` script of the model: window.wc.wcSettings over the `wcSettings` the page printed before it. */
import { expose } from '../globals.ts';
import { createSettings } from './settings.ts';

expose(['wc', 'wcSettings'], createSettings((window as unknown as { wcSettings?: unknown }).wcSettings));
