import type { TableColumnType } from 'antd';
import { useState } from 'react';
import type { TResizableColumnProps } from './resizable-column';

export type TResizableColumnDef<T> = TableColumnType<T> & {
  key: string;
  width: number;
  minWidth?: number;
};

/**
 * Keeps the widths of antd Table columns in state and hands each header cell the width and an
 * onResize callback; pair it with `components={{ header: { cell: ResizableColumn } }}`.
 */
export function useResizableColumns<T>(columns: TResizableColumnDef<T>[]): TableColumnType<T>[] {
  const [widths, setWidths] = useState<Record<string, number>>({});

  return columns.map(({ minWidth, ...column }) => {
    const width = widths[column.key] ?? column.width;
    const cellProps: TResizableColumnProps = {
      width,
      minWidth,
      onResize: (next) => setWidths((current) => ({ ...current, [column.key]: next })),
    };
    return {
      ...column,
      width,
      // antd passes these to the header cell component; ResizableColumn reads the extra ones.
      onHeaderCell: () => cellProps,
    };
  });
}
