import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { keepAwsSearchInFilterLinks } from './layered-nav.ts';

const WIDGETS = `
  <div class="widget woocommerce widget_layered_nav_filters"><ul>
    <li class="chosen"><a aria-label="Remove filter" href="/shop/?s=hood&amp;post_type=product">Blue</a></li>
    <li class="chosen"><a href="/shop/?s=hood&amp;post_type=product&amp;type_aws=true&amp;filter_size=l">Large</a></li>
  </ul></div>
  <div class="widget woocommerce widget_layered_nav"><ul class="woocommerce-widget-layered-nav-list">
    <li class="woocommerce-widget-layered-nav-list__item chosen"><a href="/shop/?post_type=product&amp;s=hood">Cotton</a></li>
    <li class="woocommerce-widget-layered-nav-list__item"><a href="/shop/?post_type=product&amp;filter_colour=red">Red</a></li>
  </ul></div>
  <a href="/shop/?post_type=product">Elsewhere</a>`;

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('keepAwsSearchInFilterLinks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  it('appends type_aws=true to chosen-filter links for product searches', () => {
    history.replaceState(null, '', '/shop/?s=hood&type_aws=true&post_type=product&filter_colour=blue');
    document.body.innerHTML = WIDGETS;
    keepAwsSearchInFilterLinks(document);
    expect(hrefOf('Remove filter')).toBe('/shop/?s=hood&post_type=product&type_aws=true');
    expect(hrefOf('Large')).toBe('/shop/?s=hood&post_type=product&type_aws=true&filter_size=l');
    expect(hrefOf('Cotton')).toBe('/shop/?post_type=product&s=hood&type_aws=true');
    expect(hrefOf('Red')).toBe('/shop/?post_type=product&filter_colour=red');
    expect(hrefOf('Elsewhere')).toBe('/shop/?post_type=product');
  });

  it('changes nothing outside an AWS search', () => {
    history.replaceState(null, '', '/shop/?s=hood&post_type=product');
    document.body.innerHTML = WIDGETS;
    keepAwsSearchInFilterLinks(document);
    expect(hrefOf('Remove filter')).toBe('/shop/?s=hood&post_type=product');
  });
});
