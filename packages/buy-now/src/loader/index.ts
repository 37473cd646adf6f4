/**
 * The loader's entry (dist/buy-now-loader.js), for a page where no buy-now button was printed: see ./load.ts.
 * A module script, so it runs once the page is parsed, its links and attach elements before it.
 */
import { loadWhereNeeded } from './load.ts';

loadWhereNeeded(window, import.meta.url, (address) => import(address));
