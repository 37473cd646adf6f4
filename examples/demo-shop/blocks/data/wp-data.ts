/** The `wp-data` script of the model (window.wp.data) with `core/notices` registered, as WordPress's wp-notices does. */
import { expose } from '../globals.ts';
import { createNoticesStore, NOTICES_STORE_KEY } from './notices-store.ts';
import { createDataRegistry } from './registry.ts';

const registry = createDataRegistry();
registry.register(NOTICES_STORE_KEY, createNoticesStore());
expose(['wp', 'data'], registry);
