/**
 * The drop-down (SPEC 2.6) in SPEC order: top text, notices, grouped top results, taxonomy terms,
 * products, 'View all results', 'Nothing found'. Server HTML arrives sanitised (typed SafeHtml), titles and
 * names included (they carry AWS's highlight markup); other text fields render as text. Built with the
 * widget's own `h()` (dom.ts); the highlight alone changes in place (`showHighlight`).
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN, type SafeHtml } from '@shop-islands/core';
import type { SearchOption } from '../controller/options.ts';
import type { ProductResult, SearchResults } from '../response.ts';
import type { SearchLabels } from '../settings.ts';
import { h, type Child } from './dom.ts';

export interface ResultListProps {
  readonly listId: string;
  readonly label: string;
  readonly results: SearchResults | null;
  readonly options: readonly SearchOption[];
  readonly labels: SearchLabels;
  /** The pointer moved over an option. */
  readonly onHover: (index: number) => void;
  readonly onPick: (index: number) => void;
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** Server HTML, already sanitised when the answer was read (see api.ts). */
const html = (className: string, markup: SafeHtml): Child => (markup ? h('span', { class: className, html: markup }) : null);

/** Inline server HTML (a highlighted name) inside text we render. */
const inline = (markup: SafeHtml): Child => h('span', { html: markup });

/** AWS's result content: the title (highlighted server HTML, and what follows it), then the rest. */
const content = (title: SafeHtml, afterTitle: Child, ...rest: Child[]): HTMLElement =>
  h('span', { class: 'aws_result_content' }, h('span', { class: 'aws_result_title' }, inline(title), afterTitle), rest);

const excerpt = (markup: SafeHtml): Child => html('aws_result_excerpt', markup);

function productContent(item: ProductResult, labels: SearchLabels): Child[] {
  const featured = __('Featured', TEXT_DOMAIN);
  return [
    item.image ? h('span', { class: 'aws_result_image' }, h('img', { src: item.image, alt: '', loading: 'lazy' })) : null,
    content(
      item.title,
      item.featured ? h('span', { class: 'aws_result_featured', title: featured }, h('span', { 'aria-hidden': 'true' }, '★'), h('span', { class: 'screen-reader-text' }, featured)) : null,
      item.stock ? h('span', { class: `aws_result_stock ${item.stock.inStock ? 'in' : 'out'}` }, item.stock.text) : null,
      item.sku ? h('span', { class: 'aws_result_sku' }, labels.sku, inline(item.sku)) : null,
      excerpt(item.excerpt),
      html('aws_result_price', item.price),
    ),
    item.onSale ? h('span', { class: 'aws_result_sale' }, h('span', { class: 'aws_onsale' }, labels.sale)) : null,
  ];
}

/** AWS's classes for an option, and its content. */
function optionParts(option: SearchOption, labels: SearchLabels): [string, Child] {
  switch (option.kind) {
    case 'top':
      return [`aws_result_item aws_result_top_custom_item aws_result_top_custom_item_${option.group}`, content(option.item.name, null, excerpt(option.item.content))];
    case 'term':
      return [
        `aws_result_item aws_result_tag aws_result_tax_${option.taxonomy}`,
        content(option.item.name, option.item.count === null ? null : h('span', { class: 'aws_result_count' }, ` (${option.item.count})`), excerpt(option.item.excerpt)),
      ];
    case 'product':
      return ['aws_result_item', productContent(option.item, labels)];
    case 'all':
      return ['aws_result_item aws_search_more', labels.showMore];
  }
}

/** The drop-down's content for an answer (nothing highlighted: see `showHighlight`). */
export function resultList(props: ResultListProps): Child[] {
  const { listId, results, options, labels } = props;
  const renderOption = (option: SearchOption, index: number): HTMLElement => {
    const [className, children] = optionParts(option, labels);
    return h(
      'div',
      {
        id: optionId(listId, index),
        role: 'option',
        'aria-selected': 'false',
        class: className,
        onmousemove: () => props.onHover(index),
        // Keep focus in the field while the pointer picks a result.
        onmousedown: (event: Event) => event.preventDefault(),
        onclick: () => props.onPick(index),
      },
      children,
    );
  };

  // Top results come first, one group per name; every other option follows ungrouped, in order.
  const groups = new Map<string, HTMLElement>();
  const rest: HTMLElement[] = [];
  options.forEach((option, index) => {
    if (option.kind !== 'top') {
      rest.push(renderOption(option, index));
      return;
    }
    let group = groups.get(option.group);
    if (!group) groups.set(option.group, (group = h('div', { role: 'group', 'aria-label': option.group, class: 'aws_result_group' })));
    group.append(renderOption(option, index));
  });
  const found = options.some((option) => option.kind === 'term' || option.kind === 'product');

  return [
    results?.topText ? h('div', { class: 'aws_top_text', html: results.topText }) : null,
    results?.notices.map((notice) => h('div', { class: 'aws_top_text aws_notice', html: notice })),
    h(
      'div',
      { id: listId, role: 'listbox', 'aria-label': props.label, class: 'aws_results' },
      [...groups.values()],
      rest,
      results && !found ? h('div', { role: 'option', 'aria-disabled': 'true', 'aria-selected': 'false', class: 'aws_result_item aws_no_result' }, labels.noResults) : null,
    ),
  ];
}

/** Marks the highlighted option (`aria-selected`, AWS's `hovered` class) in a drop-down `resultList` built. */
export function showHighlight(dropdown: Element, listId: string, highlighted: number): void {
  dropdown.querySelectorAll('[role=option][id]').forEach((option) => {
    const on = option.id === optionId(listId, highlighted);
    option.setAttribute('aria-selected', `${on}`);
    option.classList.toggle('hovered', on);
  });
}
