import { useState } from 'react';
import { ResizableColumn } from '../../../components/resizable-column';
import './study-plan-table.css';

type TStudyStage = {
  key: string;
  stage: string;
  period: string;
  focus: string;
};

type TColumn = {
  key: 'stage' | 'period' | 'focus';
  title: string;
  width: number;
  minWidth: number;
};

// General study advice; periods are relative to the candidate's own schedule, not calendar dates.
const STAGES: readonly TStudyStage[] = [
  {
    key: 'foundation',
    stage: '基础阶段',
    period: '备考初期',
    focus: '通读教材与主要法律条文，搭建各部门法的知识框架，弄清基本概念。',
  },
  {
    key: 'intensive',
    stage: '强化阶段',
    period: '基础阶段完成后',
    focus: '按科目梳理重点与难点，配合章节练习检验理解，整理易混知识点。',
  },
  {
    key: 'practice',
    stage: '真题阶段',
    period: '知识框架基本形成后',
    focus: '按专题和年份练习历年真题，分析错题成因，回到法条和教材查漏补缺。',
  },
  {
    key: 'mock',
    stage: '模拟冲刺',
    period: '考前冲刺期',
    focus: '限时完成整套模拟考试，熟悉机考操作与答题节奏，调整作息与心态。',
  },
  {
    key: 'subjective',
    stage: '主观题备考',
    period: '客观题考试之后',
    focus: '练习案例分析与法律文书写作，规范答题结构，做到观点明确、依据充分。',
  },
];

const COLUMNS: readonly TColumn[] = [
  { key: 'stage', title: '阶段', width: 140, minWidth: 96 },
  { key: 'period', title: '时间', width: 200, minWidth: 120 },
  { key: 'focus', title: '重点', width: 520, minWidth: 200 },
];

/**
 * The study-plan table of the home page; its columns can be resized by dragging. A plain table:
 * antd's Table would bring about 70 KB (gzip) of sorting, filtering and pagination to the first
 * page for five fixed rows.
 */
export function StudyPlanTable() {
  const [widths, setWidths] = useState<Record<string, number>>({});
  const widthOf = (column: TColumn) => widths[column.key] ?? column.width;
  const total = COLUMNS.reduce((sum, column) => sum + widthOf(column), 0);
  return (
    <div className="study-plan-table">
      <table style={{ width: total }}>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.key} style={{ width: widthOf(column) }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <ResizableColumn
                key={column.key}
                scope="col"
                width={widthOf(column)}
                minWidth={column.minWidth}
                onResize={(next) => setWidths((current) => ({ ...current, [column.key]: next }))}
              >
                {column.title}
              </ResizableColumn>
            ))}
          </tr>
        </thead>
        <tbody>
          {STAGES.map((stage) => (
            <tr key={stage.key}>
              {COLUMNS.map((column) => (
                <td key={column.key}>{stage[column.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
