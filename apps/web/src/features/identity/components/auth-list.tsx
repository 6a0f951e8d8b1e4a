import { Table } from 'antd';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import { formatDate } from '../../../lib/date-format';
import { authLabelOf } from './auth-label';

/** The user's authorisations: name, kind and expiry (YYYY-MM-DD, blank when invalid). */
export function AuthList({ auths }: { auths: readonly TAuthEntry[] }) {
  return (
    <Table<TAuthEntry>
      size="small"
      rowKey="authId"
      pagination={false}
      dataSource={[...auths]}
      locale={{ emptyText: '暂无授权' }}
      columns={[
        { title: '授权', key: 'name', render: (_value, auth) => authLabelOf(auth) },
        {
          title: '类型',
          key: 'type',
          render: (_value, auth) => (auth.authType === 2 ? '机构授权' : '个人授权'),
        },
        {
          title: '到期时间',
          key: 'expiry',
          render: (_value, auth) => formatDate(auth.exiredTime),
        },
      ]}
    />
  );
}
