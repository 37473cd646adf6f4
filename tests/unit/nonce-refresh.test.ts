// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPRESS_REFRESHABLE_NONCES, REFRESHABLE_NONCES } from '../../examples/demo-shop/endpoints/wc-ajax/nonces.ts';

describe('?wc-ajax=shop_islands_nonces', () => {
  it('hands out the same nonces (settings name → nonce action) in the WordPress plugin as in the demo shop', () => {
    const php = readFileSync(new URL('../../plugin-php-shim/includes/class-shop-islands-nonces.php', import.meta.url), 'utf8');
    const table = (name: string): Record<string, string> => {
      const text = php.slice(php.indexOf(`const ${name}`), php.indexOf(');', php.indexOf(`const ${name}`)));
      return Object.fromEntries([...text.matchAll(/'([\w-]+)'\s*=>\s*'([\w-]+)'/g)].map(([, key, action]) => [key, action]));
    };
    expect(table('ACTIONS')).toEqual(REFRESHABLE_NONCES);
    // the Stripe Gateway's express checkout nonces, only where the gateway is enabled
    expect(table('EXPRESS_ACTIONS')).toEqual(EXPRESS_REFRESHABLE_NONCES);
  });
});
