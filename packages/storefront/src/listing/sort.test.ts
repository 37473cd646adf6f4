import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { submitSortOnChange } from './sort.ts';

describe('submitSortOnChange', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  it('submits the ordering form with the chosen order when the select changes', () => {
    document.body.innerHTML = `
      <form class="woocommerce-ordering" method="get">
        <select name="orderby" class="orderby" aria-label="Shop order">
          <option value="menu_order" selected>Default sorting</option>
          <option value="price">Sort by price: low to high</option>
        </select>
        <input type="hidden" name="paged" value="1">
      </form>`;
    const submitted: string[] = [];
    document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as unknown as string[][]).toString());
    });
    stop = submitSortOnChange(document);
    const select = screen.getByRole('combobox', { name: 'Shop order' }) as HTMLSelectElement;
    select.value = 'price';
    fireEvent.change(select);
    expect(submitted).toEqual(['orderby=price&paged=1']);
  });

  it('ignores other selects', () => {
    document.body.innerHTML = '<form><select class="orderby-other"><option>a</option></select></form>';
    let submits = 0;
    document.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      submits += 1;
    });
    stop = submitSortOnChange(document);
    fireEvent.change(document.querySelector('select') as HTMLSelectElement);
    expect(submits).toBe(0);
  });
});
