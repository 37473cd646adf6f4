/**
 * The order of an address block's rows by priority (address-i18n.js's rule): a row without a priority
 * takes the previous row's plus one, so that it stays after its neighbour; rows with equal priorities
 * keep their document order.
 */
export interface RowPriority {
  readonly id: string;
  readonly priority: number | null;
}

export function orderRows(rows: readonly RowPriority[]): string[] {
  let previous = 0;
  const ranked = rows.map((row, index) => {
    const priority = row.priority ?? previous + 1;
    previous = priority;
    return { id: row.id, priority, index };
  });
  return ranked.sort((a, b) => a.priority - b.priority || a.index - b.index).map((row) => row.id);
}
