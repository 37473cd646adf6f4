/**
 * The drop-down (SPEC 2.6) in SPEC order: top text, notices, grouped top results, taxonomy terms,
 * products, 'View all results', 'Nothing found'. Server HTML arrives sanitised (typed SafeHtml), titles and
 * names included (they carry AWS's highlight markup); other text fields render as text.
 */
import type { ReactNode } from 'react';
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN, type SafeHtml } from '@shop-islands/core';
import type { SearchOption } from '../controller/options.ts';
import type { ProductResult, SearchResults } from '../response.ts';
import type { SearchLabels } from '../settings.ts';

export interface ResultListProps {
  readonly listId: string;
  readonly label: string;
  readonly results: SearchResults | null;
  readonly options: readonly SearchOption[];
  readonly highlighted: number;
  readonly labels: SearchLabels;
  readonly onHover: (index: number) => void;
  readonly onPick: (index: number) => void;
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** Server HTML, already sanitised when the answer was read (see api.ts). */
function Html({ className, html }: { className: string; html: SafeHtml }): ReactNode {
  return html ? <span className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** Inline server HTML (a highlighted name) inside text we render. */
function Inline({ html }: { html: SafeHtml }): ReactNode {
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

function ProductContent({ item, labels }: { item: ProductResult; labels: SearchLabels }): ReactNode {
  return (
    <>
      {item.image ? (
        <span className="aws_result_image">
          <img src={item.image} alt="" loading="lazy" />
        </span>
      ) : null}
      <span className="aws_result_content">
        <span className="aws_result_title">
          <Inline html={item.title} />
          {item.featured ? (
            <span className="aws_result_featured" title={__('Featured', TEXT_DOMAIN)}>
              <span aria-hidden="true">★</span>
              <span className="screen-reader-text">{__('Featured', TEXT_DOMAIN)}</span>
            </span>
          ) : null}
        </span>
        {item.stock ? <span className={`aws_result_stock ${item.stock.inStock ? 'in' : 'out'}`}>{item.stock.text}</span> : null}
        {item.sku ? (
          <span className="aws_result_sku">
            {labels.sku}
            <Inline html={item.sku} />
          </span>
        ) : null}
        <Html className="aws_result_excerpt" html={item.excerpt} />
        <Html className="aws_result_price" html={item.price} />
      </span>
      {item.onSale ? (
        <span className="aws_result_sale">
          <span className="aws_onsale">{labels.sale}</span>
        </span>
      ) : null}
    </>
  );
}

function optionContent(option: SearchOption, labels: SearchLabels): ReactNode {
  switch (option.kind) {
    case 'top':
      return (
        <span className="aws_result_content">
          <span className="aws_result_title">
            <Inline html={option.item.name} />
          </span>
          <Html className="aws_result_excerpt" html={option.item.content} />
        </span>
      );
    case 'term':
      return (
        <span className="aws_result_content">
          <span className="aws_result_title">
            <Inline html={option.item.name} />
            {option.item.count === null ? null : <span className="aws_result_count">{` (${option.item.count})`}</span>}
          </span>
          <Html className="aws_result_excerpt" html={option.item.excerpt} />
        </span>
      );
    case 'product':
      return <ProductContent item={option.item} labels={labels} />;
    case 'all':
      return labels.showMore;
  }
}

function optionClass(option: SearchOption): string {
  switch (option.kind) {
    case 'top':
      return `aws_result_item aws_result_top_custom_item aws_result_top_custom_item_${option.group}`;
    case 'term':
      return `aws_result_item aws_result_tag aws_result_tax_${option.taxonomy}`;
    case 'product':
      return 'aws_result_item';
    case 'all':
      return 'aws_result_item aws_search_more';
  }
}

export function ResultList(props: ResultListProps): ReactNode {
  const { listId, results, options, highlighted, labels } = props;
  const renderOption = (option: SearchOption, index: number): ReactNode => (
    <div
      key={index}
      id={optionId(listId, index)}
      role="option"
      aria-selected={index === highlighted}
      className={`${optionClass(option)}${index === highlighted ? ' hovered' : ''}`}
      onMouseMove={() => {
        if (index !== highlighted) props.onHover(index);
      }}
      // Keep focus in the field while the pointer picks a result.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => props.onPick(index)}
    >
      {optionContent(option, labels)}
    </div>
  );

  // Top results come first, one group per name; every other option follows ungrouped, in order.
  const groups = new Map<string, number[]>();
  const rest: number[] = [];
  options.forEach((option, index) => {
    if (option.kind !== 'top') {
      rest.push(index);
      return;
    }
    groups.set(option.group, [...(groups.get(option.group) ?? []), index]);
  });
  const found = options.some((option) => option.kind === 'term' || option.kind === 'product');

  return (
    <>
      {results?.topText ? <div className="aws_top_text" dangerouslySetInnerHTML={{ __html: results.topText }} /> : null}
      {results?.notices.map((notice, index) => (
        <div key={index} className="aws_top_text aws_notice" dangerouslySetInnerHTML={{ __html: notice }} />
      ))}
      <div id={listId} role="listbox" aria-label={props.label} className="aws_results">
        {[...groups].map(([group, indexes]) => (
          <div key={group} role="group" aria-label={group} className="aws_result_group">
            {indexes.map((index) => renderOption(options[index]!, index))}
          </div>
        ))}
        {rest.map((index) => renderOption(options[index]!, index))}
        {results && !found ? (
          <div role="option" aria-disabled="true" aria-selected="false" className="aws_result_item aws_no_result">
            {labels.noResults}
          </div>
        ) : null}
      </div>
    </>
  );
}
