import { fireEvent, render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResizableColumn } from './resizable-column';
import { useResizableColumns, type TResizableColumnDef } from './use-resizable-columns';

function drag(element: Element, fromX: number, toX: number) {
  fireEvent.pointerDown(element, { button: 0, clientX: fromX, clientY: 10 });
  fireEvent.pointerMove(window, { clientX: toX, clientY: 10 });
  fireEvent.pointerUp(window, { clientX: toX, clientY: 10 });
}

function SingleColumn() {
  const [width, setWidth] = useState(120);
  return (
    <table>
      <thead>
        <tr>
          <ResizableColumn width={width} minWidth={80} onResize={setWidth}>
            阶段
          </ResizableColumn>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>基础阶段</td>
        </tr>
      </tbody>
      <caption>{`宽度 ${width}`}</caption>
    </table>
  );
}

type TRow = { key: string; stage: string; focus: string };
const COLUMNS: TResizableColumnDef<TRow>[] = [
  { key: 'stage', dataIndex: 'stage', title: '阶段', width: 140, minWidth: 96 },
  { key: 'focus', dataIndex: 'focus', title: '重点', width: 400 },
];

function PlanTable() {
  const columns = useResizableColumns(COLUMNS);
  return (
    <Table<TRow>
      columns={columns}
      dataSource={[{ key: '1', stage: '基础阶段', focus: '通读教材' }]}
      components={{ header: { cell: ResizableColumn } }}
      pagination={false}
      tableLayout="fixed"
    />
  );
}

function columnWidths(container: HTMLElement): string[] {
  return [...container.querySelectorAll('colgroup col')].map(
    (col) => (col as HTMLElement).style.width,
  );
}

describe('ResizableColumn', () => {
  it('changes the column width when its handle is dragged', () => {
    render(<SingleColumn />);
    const handle = screen.getByRole('separator', { name: '拖动调整列宽' });

    drag(handle, 200, 260);
    expect(screen.getByText('宽度 180')).toBeTruthy();

    drag(handle, 260, 0);
    expect(screen.getByText('宽度 80')).toBeTruthy();
  });

  it('changes the width with the arrow keys', () => {
    render(<SingleColumn />);
    const handle = screen.getByRole('separator', { name: '拖动调整列宽' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(screen.getByText('宽度 130')).toBeTruthy();
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(screen.getByText('宽度 110')).toBeTruthy();
  });

  it('renders a plain header cell when the column is not resizable', () => {
    render(
      <table>
        <thead>
          <tr>
            <ResizableColumn>操作</ResizableColumn>
          </tr>
        </thead>
      </table>,
    );
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('resizes a column of an antd Table, not below its minimum', () => {
    const { container } = render(<PlanTable />);
    expect(columnWidths(container)).toEqual(['140px', '400px']);
    const [stageHandle] = screen.getAllByRole('separator', { name: '拖动调整列宽' });
    if (!stageHandle) throw new Error('no resize handle');

    drag(stageHandle, 300, 350);
    expect(columnWidths(container)).toEqual(['190px', '400px']);

    drag(stageHandle, 350, 0);
    expect(columnWidths(container)).toEqual(['96px', '400px']);
  });
});
