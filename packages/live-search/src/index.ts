/**
 * Live search entry (dist/live-search.js), loaded on every page that prints a search box: starts `start.ts` on the
 * page. It exports nothing, so the file carries no export list.
 */
import { startLiveSearch } from './start.ts';
import './style.css';

startLiveSearch();
