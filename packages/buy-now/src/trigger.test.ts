// @vitest-environment-options {"settings":{"navigation":{"disableChildFrameNavigation":true}}}
// (The pop-up's frame navigates without fetching its page, which is not under test here; happy-dom logs nothing for it.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIslands, type IslandMounter } from '@shop-islands/core';
import { triggerSelector } from './controller/trigger-selector.ts';
import type { CommonSettings } from './settings.ts';
import { setUpBuyButton } from './buy-button.ts';
import { mountTrigger } from './trigger.ts';
import { printPopupTemplate } from './fixtures/popup-template.ts';

const common: CommonSettings = { iframeUrl: '/shop/asp-payment-box/', ppSlug: 'asp-payment-box', prefetch: false, ckey: 'ck9' };
let islands: IslandMounter | null = null;

let consoleErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // Nothing is silenced: the widget must log no error.
  consoleErrors = vi.spyOn(console, 'error');
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <a id="show-pp" href="/?asp_action=show_pp&product_id=15&coupon=SPRING">Buy the hoodie</a>
    <a id="slug" href="/shop/asp-payment-box/?product_id=16">Buy the beanie</a>
    <span id="attach" class="pay asp-attach-product-17" data-asp-price="4.50">Pay £4.50</span>
    <a id="plain" href="/shop/">Shop</a>`;
  printPopupTemplate();
});

afterEach(() => {
  expect(consoleErrors).not.toHaveBeenCalled();
  islands?.dispose();
  islands = null;
});

const mountAll = (settings: CommonSettings = common): void => {
  islands = mountIslands(triggerSelector(settings.ppSlug), (element) => mountTrigger(element, settings, setUpBuyButton));
};
const frames = (): string[] => [...document.querySelectorAll<HTMLIFrameElement>('[role="dialog"] iframe')].map((f) => f.src);

describe('buy-now triggers', () => {
  it('opens the payment box for a show_pp link instead of navigating, passing its parameters on', async () => {
    mountAll();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('show-pp')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.getElementById('show-pp')?.getAttribute('aria-haspopup')).toBe('dialog');
    await vi.waitFor(() => expect(frames()).toEqual([`${location.origin}/shop/asp-payment-box/?product_id=15&coupon=SPRING`]));
  });

  it('opens for a payment box slug link', async () => {
    mountAll();
    (document.getElementById('slug') as HTMLAnchorElement).click();
    await vi.waitFor(() => expect(frames()).toEqual([`${location.origin}/shop/asp-payment-box/?product_id=16`]));
  });

  it('opens for an attach element with its data price, and makes it operable by keyboard', async () => {
    mountAll();
    const attach = document.getElementById('attach') as HTMLElement;
    expect(attach.getAttribute('role')).toBe('button');
    expect(attach.tabIndex).toBe(0);
    expect(attach.getAttribute('aria-haspopup')).toBe('dialog');
    attach.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(frames()).toEqual([`${location.origin}/shop/asp-payment-box/?product_id=17&price=4.50`]));
  });

  it('takes only a whole asp-attach-product-{id} class token, not a class containing it', () => {
    document.body.insertAdjacentHTML('beforeend', '<span id="near1" class="my-asp-attach-product-18">a</span><span id="near2" class="asp-attach-product-18x">b</span><span id="near3" class="asp-attach-product-18-old">c</span>');
    mountAll();
    for (const id of ['near1', 'near2', 'near3']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(click);
      expect(click.defaultPrevented, id).toBe(false);
      expect(document.getElementById(id)?.hasAttribute('aria-haspopup'), id).toBe(false);
    }
    expect(frames()).toEqual([]);
  });

  it('leaves other links alone', async () => {
    mountAll();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('plain')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.getElementById('plain')?.hasAttribute('aria-haspopup')).toBe(false);
    expect(frames()).toEqual([]);
  });

  it('reuses one pop-up per trigger', async () => {
    mountAll();
    const link = document.getElementById('slug') as HTMLAnchorElement;
    link.click();
    await vi.waitFor(() => expect(frames()).toHaveLength(1));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    link.click();
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('[role="dialog"]')?.hidden).toBe(false));
    expect(frames()).toHaveLength(1);
  });

  it('prefetches the box pages with the cache key when wpASPNG asks', async () => {
    mountAll({ ...common, prefetch: true });
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="document"]')].map((l) => l.href);
    expect(hrefs).toContain(`${location.origin}/shop/asp-payment-box/?product_id=16&ckey=ck9`);
  });
});
