/**
 * Deleting Shop Islands removes what it stored (issue 22): its settings, the 'Shop Islands search'
 * widget's instances (their option and their places in the sidebars) and the checkout guard's rows (issue 31), through WordPress's own
 * uninstall_plugin(): on the store itself, and on every site of a real multisite network (the store's
 * WordPress with its network in tables of their own, store/multisite-uninstall.php).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { HERE, PHP_ARGS } from '../harness/setup.ts';
import { getOption, PLUGIN_FILE, REPLACE_ALL, setOptions, STORE_SITE, wp } from '../harness/store.ts';

const SEARCH_WIDGET = { 2: { title: 'Find products' }, _multiwidget: 1 };
/** A lock and a key's record of the checkout guard, with their timeouts, as its direct queries write them. */
const GUARD_ROWS = {
  _transient_shop_islands_ck_luninstall: '{"owner":"x","key":"y","expires":9999999999}',
  _transient_timeout_shop_islands_ck_luninstall: '9999999999',
  _transient_shop_islands_ck_auninstall: '{"order":1,"expires":9999999999}',
  _transient_timeout_shop_islands_ck_auninstall: '9999999999',
};

describe('uninstall', () => {
  let sidebars: unknown = null;
  after(async () => {
    await setOptions({ sidebars_widgets: sidebars });
  });

  test('removes the settings and the search widget, keeping the other widgets in their sidebars', async () => {
    sidebars = await getOption('sidebars_widgets');
    const inSidebar = { ...(sidebars as Record<string, unknown>), 'sidebar-1': ['search-2', 'shop_islands_search-2'] };
    await setOptions({ shop_islands_settings: REPLACE_ALL, widget_shop_islands_search: SEARCH_WIDGET, sidebars_widgets: inSidebar, ...GUARD_ROWS, _transient_other_plugin: 'kept' });
    await wp('plugins', { [PLUGIN_FILE]: true });
    await wp('uninstall', { plugin: PLUGIN_FILE });
    assert.equal(await getOption('shop_islands_settings'), null);
    assert.equal(await getOption('widget_shop_islands_search'), null);
    for (const name of Object.keys(GUARD_ROWS)) assert.equal(await getOption(name), null, `the checkout guard's ${name} is gone`);
    assert.equal(await getOption('_transient_other_plugin'), 'kept', "another plugin's transient stays");
    await setOptions({ _transient_other_plugin: null });
    assert.deepEqual((await getOption<Record<string, unknown>>('sidebars_widgets'))?.['sidebar-1'], ['search-2']);
  });

  test('on a multisite network, on every site', () => {
    const php = (phase: string): string => {
      const result = spawnSync('php', [...PHP_ARGS, join(HERE, 'store', 'multisite-uninstall.php'), phase, STORE_SITE], { encoding: 'utf8' });
      assert.equal(result.status, 0, `multisite-uninstall.php ${phase}: ${result.stdout}\n${result.stderr}`);
      assert.equal(result.stderr, '', `multisite-uninstall.php ${phase} wrote to stderr`);
      return result.stdout.trim();
    };
    try {
      assert.equal(php('install'), 'installed network');
      const left = JSON.parse(php('run')) as { sites: Record<string, Record<string, unknown>>; network: unknown };
      assert.deepEqual(Object.keys(left.sites), ['1', '2'], 'two sites');
      for (const [site, options] of Object.entries(left.sites)) {
        assert.deepEqual(
          options,
          { shop_islands_settings: null, widget_shop_islands_search: null, widget_text: { 3: { text: 'Hello' }, _multiwidget: 1 }, 'sidebar-1': ['text-3'] },
          `site ${site}: Shop Islands' options gone, the other widget kept`,
        );
      }
      assert.equal(left.network, null, "the network's option");
    } finally {
      assert.deepEqual(JSON.parse(php('drop')), { left: [] }, "the network's tables are dropped");
    }
  });
});
