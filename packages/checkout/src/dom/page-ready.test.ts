// @vitest-environment jsdom
import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageReady } from './page-ready.ts';

describe('whenPageReady', () => {
  afterEach(() => {
    delete (window as { jQuery?: unknown }).jQuery;
  });

  it("starts after the ready handlers the page's scripts registered, so what they bind hears the start-up events", async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const order: string[] = [];
    // A gateway's script, run before our module: it listens from jQuery's ready.
    jQuery(() => jQuery(document.body).on('init_checkout', () => void order.push('heard init_checkout')));
    whenPageReady(() => {
      order.push('started');
      jQuery(document.body).trigger('init_checkout');
    });
    await vi.waitFor(() => expect(order).toEqual(['started', 'heard init_checkout']));
  });

  it('starts once the document is parsed on a page without jQuery', () => {
    const start = vi.fn();
    whenPageReady(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
