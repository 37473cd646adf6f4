/**
 * The storefront widget in Chromium on the demo shop: header toggles by mouse and keyboard, the
 * full-screen menu's focus trap, submenus, scroll state, the featured slider, scroll reveal,
 * sorting, AWS filter links, the adaptive product background, AJAX add to cart with the side cart,
 * WooCommerce's printed error lists made alerts that stay lists (a failed login, an add-to-cart refused),
 * and axe on home, listing and product pages (panels open too).
 * Run: npm run build && node --import tsx --test tests/e2e/storefront.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../../examples/demo-shop/db/seed.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

const expanded = (toggle: Locator): Promise<string | null> => toggle.getAttribute('aria-expanded');
const focusedIs = (page: Page, toggle: Locator): Promise<boolean> => toggle.evaluate((el) => el === document.activeElement);
const bodyHas = (page: Page, name: string): Promise<boolean> => page.evaluate((n) => document.body.classList.contains(n), name);

/** The header's enhanced toggles, found by their accessible names. */
function toggles(page: Page): { cart: Locator; menu: Locator; search: Locator } {
  return {
    cart: page.locator('#site-header-cart').getByRole('button', { name: /items?$/ }),
    menu: page.getByRole('button', { name: 'Menu', exact: true }),
    search: page.getByRole('button', { name: 'Search', exact: true }),
  };
}

/** Opens a toggle by mouse, closes it by mouse (`closer`, the toggle unless the panel covers it), then opens with `key` and closes with Escape. */
async function mouseThenKeyboard(page: Page, toggle: Locator, panel: Locator, key: 'Enter' | 'Space', closer: Locator = toggle): Promise<void> {
  assert.equal(await expanded(toggle), 'false');
  assert.equal(await toggle.getAttribute('aria-controls'), await panel.getAttribute('id'));
  await toggle.click();
  assert.equal(await expanded(toggle), 'true');
  await panel.waitFor({ state: 'visible' });
  await closer.click();
  assert.equal(await expanded(toggle), 'false');
  await panel.waitFor({ state: 'hidden' });

  await toggle.focus();
  await page.keyboard.press(key);
  assert.equal(await expanded(toggle), 'true');
  await panel.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  assert.equal(await expanded(toggle), 'false');
  await panel.waitFor({ state: 'hidden' });
  assert.ok(await focusedIs(page, toggle), 'Escape returns focus to the toggle');
}

/** Average colour of an image, computed here in the test from the full-size image. */
function averageOf(page: Page, selector: string): Promise<[number, number, number]> {
  return page.evaluate((sel) => {
    const img = document.querySelector<HTMLImageElement>(sel)!;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let [r, g, b, weight] = [0, 0, 0, 0];
    for (let i = 0; i < data.length; i += 4) {
      const a = data[i + 3]!;
      r += data[i]! * a;
      g += data[i + 1]! * a;
      b += data[i + 2]! * a;
      weight += a;
    }
    return [r / weight, g / weight, b / weight] as [number, number, number];
  }, selector);
}

function rgb(css: string): number[] {
  return (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}

describe('storefront', () => {
  const h = useShop();

  it('cart, hamburger and search toggles open and close by mouse and keyboard', async () => {
    const page = await h.open('/');
    const { cart, menu, search } = toggles(page);

    await mouseThenKeyboard(page, cart, page.locator('#side-cart-panel'), 'Enter');
    await cart.click();
    assert.ok(await bodyHas(page, 'side-cart-open'));
    await page.waitForFunction(() => new DOMMatrixReadOnly(getComputedStyle(document.getElementById('page')!).transform).m41 < -100);
    await page.getByRole('button', { name: 'Close basket' }).click();
    assert.equal(await expanded(cart), 'false');
    assert.ok(!(await bodyHas(page, 'side-cart-open')));

    await mouseThenKeyboard(page, search, page.locator('#site-search'), 'Space');
    assert.match(await page.locator('#site-search').evaluate((el) => getComputedStyle(el).transitionDuration), /^0\.2s/, 'the search box slides over 200 ms');
    await search.click();
    await page.waitForFunction(() => document.activeElement?.classList.contains('aws-search-field'));
    await search.click();

    const closeMenu = page.getByRole('button', { name: 'Close menu' });
    await mouseThenKeyboard(page, menu, page.locator('#menu-panel'), 'Enter', closeMenu);
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await closeMenu.click();
    assert.ok(await focusedIs(page, menu), 'the close button returns focus to the hamburger');
  });

  it('holds focus inside the full-screen menu while it is open', async () => {
    const page = await h.open('/');
    const { menu } = toggles(page);
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    assert.ok(await page.getByRole('button', { name: 'Close menu' }).evaluate((el) => el === document.activeElement));
    const inside = (): Promise<boolean> => dialog.evaluate((el) => el.contains(document.activeElement));
    const stops = await dialog.evaluate((el) => el.querySelectorAll('a[href], button').length);
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      assert.ok(await inside(), `Tab ${i + 1} stays in the menu`);
    }
    await page.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Basket');
    await page.keyboard.press('Escape');
    assert.ok(await focusedIs(page, menu));
  });

  it('opens submenus on hover and on keyboard focus, and Escape closes them', async () => {
    const page = await h.open('/');
    const nav = page.getByRole('navigation', { name: 'Primary Navigation' });
    const shop = nav.getByRole('link', { name: 'Shop', exact: true });
    const submenu = nav.locator('.sub-menu');
    assert.ok(!(await submenu.isVisible()));
    await shop.hover();
    await submenu.waitFor({ state: 'visible' });
    await page.mouse.move(5, 600);
    await submenu.waitFor({ state: 'hidden' });

    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await submenu.waitFor({ state: 'visible' });
    assert.equal(await shop.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    await submenu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'hidden' });
    assert.ok(await focusedIs(page, shop));
  });

  it("gets a 'scrolling' state once scrolled past the header", async () => {
    const page = await h.open('/');
    assert.ok(!(await bodyHas(page, 'scrolling')));
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.body.classList.contains('scrolling'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.body.classList.contains('scrolling'));
  });

  it('the featured slider shows one slide, advances on its own and loops', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(new URL('/', h.url).href);
    await page.locator('.si-featured-slider.slick-initialized').waitFor();
    const current = (): Promise<number> =>
      page.evaluate(() => (window as unknown as { jQuery: (s: string) => { slick(m: string): number } }).jQuery('.si-featured-slider').slick('slickCurrentSlide'));
    const slides = await page.locator('.si-featured-slider .slick-slide:not(.slick-cloned)').count();
    assert.ok(slides >= 2, `${slides} slides`);
    assert.equal(await page.locator('.si-featured-slider .slick-dots li').count(), slides);
    assert.equal(await page.locator('.si-featured-slider .slick-arrow').count(), 0);
    const seen = [await current()];
    for (let i = 0; i < slides; i += 1) {
      await page.clock.runFor(5_600);
      seen.push(await current());
    }
    assert.deepEqual(seen, [...Array.from({ length: slides }, (_, i) => i), 0], 'advances slide by slide and wraps to the first');
    await context.close();
  });

  it('with reduced motion the slider does not autoplay and nothing waits to be revealed', async () => {
    const page = await h.open('about:blank', { reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(new URL('/', h.url).href);
    await page.locator('.si-featured-slider.slick-initialized').waitFor();
    const before = await page.locator('.si-featured-slider .slick-current').getAttribute('data-slick-index');
    // Two autoplay intervals on the page's clock (the autoplay test above advances a slide per 5.6 s).
    await page.clock.runFor(11_200);
    assert.equal(await page.locator('.si-featured-slider .slick-current').getAttribute('data-slick-index'), before);
    assert.equal(await page.locator('.si-reveal--armed').count(), 0);
  });

  it('category cards, feature blocks and blog posts reveal on scroll; without JavaScript nothing is hidden', async () => {
    const page = await h.open('/');
    const posts = page.locator('.si-blog .post');
    await page.waitForFunction(() => [...document.querySelectorAll('.si-blog .post')].every((el) => el.classList.contains('si-reveal--armed') && getComputedStyle(el).opacity === '0'));
    await posts.first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('.si-blog .post')].every((el) => getComputedStyle(el).opacity === '1'));
    const delays = await posts.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('--si-reveal-delay')));
    assert.deepEqual(delays, ['0ms', '250ms', '500ms']);

    const noJs = await h.open('/', { javaScriptEnabled: false });
    const opacities = await noJs.locator('.product-category, .si-feature, .si-blog .post').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    assert.ok(opacities.length > 0 && opacities.every((o) => o === '1'));
  });

  it('sort by submits as soon as it changes', async () => {
    const page = await h.open('/shop/');
    await page.getByRole('combobox', { name: 'Shop order' }).selectOption('price');
    await page.waitForURL(/[?&]orderby=price(&|$)/);
    assert.equal(await page.getByRole('combobox', { name: 'Shop order' }).inputValue(), 'price');
  });

  it('keeps type_aws=true on chosen layered-nav filter links of an AWS search', async () => {
    const page = await h.open('/shop/?s=hoodie&post_type=product&type_aws=true&filter_color=blue');
    const chosen = page.locator('.woocommerce-widget-layered-nav-list .chosen a');
    assert.equal(await chosen.count(), 1);
    const href = (await chosen.getAttribute('href')) ?? '';
    assert.match(href, /post_type=product/);
    assert.match(href, /&type_aws=true$/);
    const others = await page.locator('.woocommerce-widget-layered-nav-list li:not(.chosen) a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    assert.ok(others.length > 0 && others.every((h) => !h.includes('type_aws')), 'links that are not chosen filters stay as they were');

    const plain = await h.open('/shop/?s=hoodie&post_type=product&filter_color=blue');
    assert.doesNotMatch((await plain.locator('.woocommerce-widget-layered-nav-list .chosen a').getAttribute('href')) ?? '', /type_aws/);
  });

  it('the product page background takes the colour of its main image, with AA-contrast text', async () => {
    const page = await h.open('/shop/product/beanie/');
    const product = page.locator('div.product');
    await page.waitForFunction(() => document.querySelector('div.product')?.classList.contains('si-adaptive'));
    const expected = await averageOf(page, '.woocommerce-product-gallery .wp-post-image');
    const actual = rgb(await product.evaluate((el) => getComputedStyle(el).backgroundColor));
    actual.forEach((channel, i) => assert.ok(Math.abs(channel - expected[i]!) <= 6, `channel ${i}: ${channel} vs ${expected[i]}`));
    const text = rgb(await product.locator('.product_title').evaluate((el) => getComputedStyle(el).color));
    const lum = (c: number[]): number =>
      c.map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [light, dark] = [lum(actual), lum(text)].sort((a, b) => b - a) as [number, number];
    assert.ok((light + 0.05) / (dark + 0.05) >= 4.5, 'title contrast is at least 4.5:1');
  });

  it('a cross-origin main image leaves the theme colours, without console errors', async () => {
    const other = new URL(h.url);
    other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const context = await h.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Point the main image at the other host name as the parser creates it, before any script sees it.
    await page.addInitScript((origin: string) => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLImageElement && node.classList.contains('wp-post-image') && !node.src.startsWith(origin)) {
              node.src = origin + new URL(node.src).pathname;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, other.origin);
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    const image = page.locator('.wp-post-image');
    assert.ok(((await image.getAttribute('src')) ?? '').startsWith(other.origin), 'the main image comes from another origin');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.wp-post-image');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('div.product').evaluate((el) => el.classList.contains('si-adaptive')), false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('adds from the listing with AJAX, triggers added_to_cart and the side cart shows the item; removing works', async () => {
    const page = await h.open('/shop/');
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: (el: Element) => { on(n: string, f: (...a: unknown[]) => void): void }; heard: unknown[] };
      w.heard = [];
      w.jQuery(document.body).on('added_to_cart', (_e, fragments, hash, $button) =>
        w.heard.push([typeof fragments, typeof hash, ($button as { attr(n: string): string }).attr('data-product_id')]));
    });
    const add = page.locator('a.ajax_add_to_cart[data-product_sku="woo-beanie"]');
    const productId = await add.getAttribute('data-product_id');
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('wc-ajax=add_to_cart')), add.click()]);
    assert.match(request.postData() ?? '', new RegExp(`product_id=${productId}`));
    await page.getByRole('link', { name: 'View basket' }).first().waitFor();
    assert.deepEqual(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard), [['object', 'string', productId]]);
    assert.match(page.url(), /\/shop\/$/, 'stayed on the listing');

    const { cart } = toggles(page);
    await page.waitForFunction(() => /1 item$/.test(document.querySelector('#site-header-cart button')?.textContent ?? ''));
    await cart.click();
    const panel = page.locator('#side-cart-panel');
    await panel.getByText('Beanie').waitFor();
    assert.equal((await panel.locator('.quantity').textContent())?.trim(), '1 × £18.00');
    assert.match((await panel.locator('.total').textContent()) ?? '', /Subtotal:\s*£18\.00/);
    const remove = panel.getByRole('link', { name: 'Remove Beanie from cart' });
    assert.equal(await remove.getAttribute('data-product_id'), productId);

    await remove.click();
    await panel.getByText('No products in the cart.').waitFor();
    const rows = h.shop.db.prepare('SELECT COUNT(*) AS n FROM cart_items').get() as { n: number };
    assert.equal(rows.n, 0);
  });

  it('the side cart opened by keyboard takes focus, and keeps it in the panel after each removal', async () => {
    const page = await h.open('/shop/');
    const adds = page.locator('a.ajax_add_to_cart');
    for (const i of [0, 1]) {
      await adds.nth(i).click();
      await page.waitForFunction((n) => new RegExp(`${n} items?$`).test(document.querySelector('#site-header-cart button')?.textContent ?? ''), i + 1);
    }
    const { cart } = toggles(page);
    await cart.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#side-cart-panel');
    const focusIn = (): Promise<string> =>
      page.evaluate(() => {
        const active = document.activeElement;
        const inPanel = document.getElementById('side-cart-panel')?.contains(active) ?? false;
        return `${inPanel ? 'panel' : 'outside'}: ${active?.getAttribute('aria-label') || active?.id || active?.tagName}`;
      });
    assert.equal(await focusIn(), 'panel: side-cart-panel', 'focus moved into the panel');
    const removes = panel.getByRole('link', { name: /^Remove .* from cart$/ });
    await removes.nth(1).waitFor();
    const names = await removes.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    await page.keyboard.press('Tab');
    assert.equal(await focusIn(), 'panel: BUTTON', 'Tab reaches the close button');
    await page.keyboard.press('Tab');
    assert.equal(await focusIn(), `panel: ${names[0]}`);
    await page.keyboard.press('Enter');
    await removes.nth(1).waitFor({ state: 'detached' });
    assert.equal(await focusIn(), `panel: ${names[1]}`, 'focus on the remove link that took its place');
    await page.keyboard.press('Enter');
    await panel.getByText('No products in the cart.').waitFor();
    assert.match(await focusIn(), /^panel: /, 'focus stays in the emptied cart');
    await page.keyboard.press('Escape');
    assert.ok(await focusedIs(page, cart), 'Escape returns focus to the toggle');
  });

  it("without JavaScript the listing's Add to basket link adds the product", async () => {
    const page = await h.open('/shop/', { javaScriptEnabled: false });
    await page.locator('a.ajax_add_to_cart[data-product_sku="woo-beanie"]').click();
    await page.getByText('“Beanie” has been added to your basket.').waitFor();
    assert.match((await page.locator('.cart-contents .count').textContent()) ?? '', /^1 item$/);
  });

  /** WooCommerce's printed error list (notices/error.php) as the widget leaves it: in an alert group, a list of its messages. */
  async function printedErrorAnnounced(page: Page, text: RegExp, label: string): Promise<void> {
    const group = page.locator('div.woocommerce-NoticeGroup[role="alert"]');
    await group.locator(':scope > ul.woocommerce-error').waitFor();
    assert.equal(await page.locator('ul.woocommerce-error[role]').count(), 0, 'the list is no alert of its own');
    const alert = page.getByRole('alert').filter({ hasText: text });
    assert.equal(await alert.count(), 1, 'the message is in one alert');
    assert.equal(await alert.getByRole('list').getByRole('listitem').filter({ hasText: text }).count(), 1, 'the message is an item of the list');
    await expectNoSeriousA11yViolations(page, label);
  }

  it("makes WooCommerce's printed error lists alerts that stay lists: a failed login on My account, an add-to-cart refused", async () => {
    const page = await h.open('/shop/my-account/');
    await page.getByRole('textbox', { name: /^Username or email address/ }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel(/^Password/).first().fill(`${DEMO_CUSTOMER.password}-not`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await printedErrorAnnounced(page, /The password you entered for the email address customer@example\.com is incorrect\./, 'My account after a failed login');
    assert.ok(await page.locator('.woocommerce-notices-wrapper > .woocommerce-NoticeGroup').isVisible(), "in the page's notices wrapper, as WooCommerce prints it");

    // More than the stock, by the add-to-cart link a page without JavaScript follows (WC_Form_Handler::add_to_cart_action).
    const stocked = h.shop.db
      .prepare("SELECT id, name, stock_quantity AS stock FROM products WHERE type = 'simple' AND status = 'publish' AND stock_status = 'instock' AND stock_quantity IS NOT NULL ORDER BY id LIMIT 1")
      .get() as { id: number; name: string; stock: number };
    await page.goto(new URL(`/shop/?add-to-cart=${stocked.id}&quantity=${stocked.stock + 1}`, h.url).href);
    await printedErrorAnnounced(page, new RegExp(`You cannot add that amount of .${stocked.name}. to the cart because there is not enough stock \\(${stocked.stock} remaining\\)`), 'the shop after an add-to-cart refused');
  });

  it('axe finds no serious or critical violations on home, listing and product pages, panels open too', async () => {
    for (const path of ['/', '/shop/', '/shop/product/beanie/']) {
      const page = await h.open(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, path);
      const { cart, menu, search } = toggles(page);
      if (path === '/shop/') {
        await page.locator('a.ajax_add_to_cart[data-product_sku="woo-beanie"]').click();
        await page.waitForFunction(() => /1 item$/.test(document.querySelector('#site-header-cart button')?.textContent ?? ''));
      }
      await search.click();
      await expectNoSeriousA11yViolations(page, `${path} with the search box open`);
      await search.click();
      await cart.click();
      await page.locator('#side-cart-panel .si-side-cart').getByText(path === '/shop/' ? 'Subtotal:' : 'No products in the cart.').waitFor();
      await expectNoSeriousA11yViolations(page, `${path} with the side cart open`);
      await cart.click();
      await menu.click();
      // The panel fades in (opacity .2s): axe measures colour contrast once it is fully shown.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('#menu-panel')!).opacity === '1');
      await expectNoSeriousA11yViolations(page, `${path} with the menu open`);
    }
  });
});
