// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSearchBox } from './widget.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const box = (attributes: string): HTMLElement => {
  document.body.innerHTML = `<div class="aws-container" ${attributes}><form class="aws-search-form" action="/"><div class="aws-wrapper"><input type="search" name="s" class="aws-search-field" placeholder="Search"></div></form></div>`;
  return document.querySelector<HTMLElement>('.aws-container')!;
};

describe('mountSearchBox', () => {
  it('logs one error naming the attribute and leaves the box as plain HTML when data-url is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = box('data-min-chars="2"');
    expect(mountSearchBox(container)).toBeUndefined();
    expect(error.mock.calls).toEqual([['[shop-islands] Invalid setting <div>.url: expected text, got nothing']]);
    expect(container.querySelector('.aws-search-field')?.getAttribute('role')).toBeNull();
  });

  it('refuses a search address on another site: one error naming it, and the box stays a plain search form', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const url of ['https://collector.example/?wc-ajax=aws_action', '//collector.example/aws', `${location.protocol === 'http:' ? 'https' : 'http'}://${location.host}/?wc-ajax=aws_action`, 'javascript:alert(1)']) {
      error.mockClear();
      const container = box(`data-url="${url}"`);
      expect(mountSearchBox(container)).toBeUndefined();
      expect(error.mock.calls).toEqual([[`[shop-islands] Invalid setting <div>.url: expected an address on this site, ${location.origin}, got ${JSON.stringify(url)}`]]);
      expect(container.querySelector('.aws-search-field')?.getAttribute('role')).toBeNull();
    }
  });

  it('accepts a search address on the page\'s own site, relative or absolute', () => {
    const error = vi.spyOn(console, 'error');
    for (const url of ['/?wc-ajax=aws_action', `${location.origin}/wp-admin/admin-ajax.php`]) {
      const unmount = mountSearchBox(box(`data-url="${url}"`));
      expect(typeof unmount).toBe('function');
      (unmount as () => void)();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an error for a malformed setting', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountSearchBox(box('data-url="/?wc-ajax=aws_action" data-min-chars="many"'));
    expect(error.mock.calls).toEqual([['[shop-islands] Invalid setting <div>.min-chars: expected a number, got "many"']]);
  });
});
