/** The `wc-blocks-registry` script of the model: window.wc.wcBlocksRegistry. */
import { expose } from '../globals.ts';
import { createBlocksRegistry } from './registry.ts';

expose(['wc', 'wcBlocksRegistry'], createBlocksRegistry());
