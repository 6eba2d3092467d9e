import type { ReactElement, ReactNode } from 'react';
import { useMessage, type Message } from './text';

export interface TableColumn<Row> {
  id: string;
  header: Message;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures (amounts). */
  numeric?: boolean;
  /** The cell that names the row: rendered as a row header (<th scope="row">). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Table caption (i18n key); visually hidden when `captionHidden`. */
  caption: Message;
  captionHidden?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in one full-width cell when there are no rows. */
  empty?: Message;
}

export function Table<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  empty,
}: TableProps<Row>): ReactElement {
  const tm = useMessage();
  return (
    <table className="k-table">
      <caption className={captionHidden ? 'k-visually-hidden' : undefined}>{tm(caption)}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={column.numeric ? 'k-table__num' : undefined}>
              {tm(column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length}>{tm(empty)}</td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.id} scope="row" className={column.numeric ? 'k-table__num' : undefined}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.id} className={column.numeric ? 'k-table__num' : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
