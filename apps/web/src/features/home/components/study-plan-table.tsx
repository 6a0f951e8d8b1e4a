import { Table } from 'antd';
import { ResizableColumn } from '../../../components/resizable-column';
import {
  useResizableColumns,
  type TResizableColumnDef,
} from '../../../components/use-resizable-columns';

type TStudyStage = {
  key: string;
  stage: string;
  period: string;
  focus: string;
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

const COLUMNS: TResizableColumnDef<TStudyStage>[] = [
  { key: 'stage', dataIndex: 'stage', title: '阶段', width: 140, minWidth: 96 },
  { key: 'period', dataIndex: 'period', title: '时间', width: 200, minWidth: 120 },
  { key: 'focus', dataIndex: 'focus', title: '重点', width: 520, minWidth: 200 },
];

/** The study-plan table of the home page; its columns can be resized by dragging. */
export function StudyPlanTable() {
  const columns = useResizableColumns(COLUMNS);
  return (
    <Table<TStudyStage>
      className="study-plan-table"
      columns={columns}
      dataSource={STAGES}
      components={{ header: { cell: ResizableColumn } }}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 'max-content' }}
      bordered
      size="middle"
    />
  );
}
