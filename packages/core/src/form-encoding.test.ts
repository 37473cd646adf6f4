import { describe, expect, it } from 'vitest';
import { encodeForm, serializeForm } from './form-encoding.ts';

describe('encodeForm', () => {
  it('encodes maps, lists and nested objects with the bracket names PHP parses', () => {
    const body = encodeForm({
      security: 'n0nce',
      shipping_method: { 0: 'flat_rate:1' },
      methods: ['a', 'b'],
      data: { billing_address: { city: 'Leeds' } },
      lines: [{ key: 'k1' }],
      has_full_address: false,
      skipped: undefined,
      gone: null,
    });
    expect(body.toString()).toBe(
      'security=n0nce&shipping_method%5B0%5D=flat_rate%3A1&methods%5B%5D=a&methods%5B%5D=b' +
        '&data%5Bbilling_address%5D%5Bcity%5D=Leeds&lines%5B0%5D%5Bkey%5D=k1&has_full_address=false',
    );
  });
});

describe('serializeForm', () => {
  it('sends the successful controls only, in document order', () => {
    document.body.innerHTML = `
      <form>
        <input name="billing_first_name" value="Ada">
        <input type="checkbox" name="terms" value="on">
        <input type="checkbox" name="createaccount" value="1" checked>
        <select name="billing_country"><option value="GB" selected>United Kingdom</option></select>
        <input name="disabled_field" value="x" disabled>
      </form>`;
    const form = document.querySelector('form');
    if (!form) throw new Error('markup missing');
    expect(serializeForm(form).toString()).toBe('billing_first_name=Ada&createaccount=1&billing_country=GB');
  });
});
