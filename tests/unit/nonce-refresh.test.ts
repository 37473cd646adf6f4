// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REFRESHABLE_NONCES } from '../../examples/demo-shop/endpoints/wc-ajax/nonces.ts';

describe('?wc-ajax=shop_islands_nonces', () => {
  it('hands out the same nonces (settings name → nonce action) in the WordPress plugin as in the demo shop', () => {
    const php = readFileSync(new URL('../../plugin-php-shim/includes/class-shop-islands-nonces.php', import.meta.url), 'utf8');
    const table = php.slice(php.indexOf('const ACTIONS'), php.indexOf(');', php.indexOf('const ACTIONS')));
    const pairs = Object.fromEntries([...table.matchAll(/'([\w-]+)'\s*=>\s*'([\w-]+)'/g)].map(([, name, action]) => [name, action]));
    expect(pairs).toEqual(REFRESHABLE_NONCES);
  });
});
