import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitPageEvent } from './emit-page-event.ts';
import { PAGE_EVENTS } from './page-events.ts';
import { mountIslands, whenDomReady, type IslandMounter } from './mount.ts';
import { renderIsland } from './render.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let mounter: IslandMounter | null = null;
afterEach(() => {
  act(() => mounter?.dispose());
  mounter = null;
  document.body.innerHTML = '';
});

function Greeting({ name }: { name: string }): React.JSX.Element {
  return <p>Hello {name}</p>;
}

describe('mountIslands', () => {
  it('mounts once per element, however often the page is scanned', () => {
    document.body.innerHTML = '<div class="island" data-name="A"></div><div class="island" data-name="B"></div>';
    const mountedNames: string[] = [];
    mounter = mountIslands('.island', (element) => {
      mountedNames.push(element.dataset.name ?? '');
    });
    mounter.scan();
    emitPageEvent(PAGE_EVENTS.updatedCheckout);
    expect(mountedNames).toEqual(['A', 'B']);
  });

  it('mounts on fresh fragment markup and unmounts the island whose element was replaced', () => {
    document.body.innerHTML = '<div class="cart"><div class="island" data-name="old"></div></div>';
    const log: string[] = [];
    mounter = mountIslands('.island', (element) => {
      log.push(`mount ${element.dataset.name}`);
      return () => log.push(`unmount ${element.dataset.name}`);
    });
    const cart = document.querySelector('.cart');
    if (!cart) throw new Error('markup missing');
    cart.innerHTML = '<div class="island" data-name="new"></div>';
    emitPageEvent(PAGE_EVENTS.fragmentsRefreshed);
    expect(log).toEqual(['mount old', 'unmount old', 'mount new']);
  });

  it('renders a React island and removes it on dispose', () => {
    document.body.innerHTML = '<div class="greeting" data-name="Ada"></div>';
    act(() => {
      mounter = mountIslands('.greeting', (element) => renderIsland(element, <Greeting name={element.dataset.name ?? ''} />));
    });
    expect(document.querySelector('.greeting')?.textContent).toBe('Hello Ada');
    act(() => mounter?.dispose());
    mounter = null;
    expect(document.querySelector('.greeting')?.textContent).toBe('');
  });

  it('keeps mounting the other islands when one fails, and reports the failure', () => {
    document.body.innerHTML = '<div class="island" data-name="broken"></div><div class="island" data-name="fine"></div>';
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args);
    });
    const mountedNames: string[] = [];
    mounter = mountIslands('.island', (element) => {
      if (element.dataset.name === 'broken') throw new Error('Invalid setting <div>.min-chars');
      mountedNames.push(element.dataset.name ?? '');
    });
    emitPageEvent(PAGE_EVENTS.updatedCheckout);
    expect(mountedNames).toEqual(['fine']);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.[2])).toBe('Error: Invalid setting <div>.min-chars');
  });

  it('stops rescanning after dispose', () => {
    const mountedNames: string[] = [];
    mounter = mountIslands('.island', (element) => {
      mountedNames.push(element.dataset.name ?? '');
    });
    mounter.dispose();
    document.body.innerHTML = '<div class="island" data-name="late"></div>';
    emitPageEvent(PAGE_EVENTS.updatedCheckout);
    expect(mountedNames).toEqual([]);
  });
});

describe('whenDomReady', () => {
  it('starts straight away once the document is parsed', () => {
    const started: string[] = [];
    whenDomReady(() => started.push('now'));
    expect(started).toEqual(['now']);
  });
});
