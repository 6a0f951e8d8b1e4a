import { Table, Tag } from 'antd';
import type { TOrgApplication } from '@yzfk/contract/calls/orguser';
import { formatDate } from '../../../lib/date-format';

const STATES: Record<TOrgApplication['state'], { text: string; color: string }> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已拒绝', color: 'red' },
};

/** The user's applications with their state. */
export function OrgApplicationList({ items }: { items: readonly TOrgApplication[] }) {
  return (
    <Table<TOrgApplication>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...items]}
      locale={{ emptyText: '暂无申请' }}
      columns={[
        { title: '单位名称', dataIndex: 'unitName' },
        { title: '联系人', dataIndex: 'contactName' },
        { title: 'IP 段', key: 'ipRanges', render: (_v, item) => item.ipRanges.join('、') },
        { title: '申请日期', key: 'createdAt', render: (_v, item) => formatDate(item.createdAt) },
        {
          title: '状态',
          key: 'state',
          render: (_v, item) => (
            <Tag color={STATES[item.state].color}>{STATES[item.state].text}</Tag>
          ),
        },
      ]}
    />
  );
}
