import { Tag } from 'antd';
import { Link } from 'react-router';
import type { TLawSummary } from '@yzfk/contract/calls/law';
import { paths } from '@yzfk/contract/paths';
import { formatDate } from '../../../lib/date-format';
import { LawStatusTag } from './law-status-tag';

/** One law in a list: title, level (and a local regulation's region), status, issuing body and dates. */
export function LawListItem({ law, terms }: { law: TLawSummary; terms?: string[] }) {
  return (
    <article className="law-list-item">
      <h3 className="law-list-item__title">
        <Link to={paths.lawItem.href({ id: law.id, terms })}>{law.title}</Link>
        {law.subtitle ? <span className="law-list-item__subtitle">{law.subtitle}</span> : null}
      </h3>
      <div className="law-list-item__meta">
        <LawStatusTag status={law.status} />
        <Tag>{law.level}</Tag>
        {law.region ? <Tag>{law.region}</Tag> : null}
        {law.isSample ? <Tag color="gold">示例数据</Tag> : null}
        {law.issuingBody ? <span>制定机关：{law.issuingBody}</span> : null}
        {law.publishedAt ? <span>公布日期：{formatDate(law.publishedAt)}</span> : null}
        {law.effectiveAt ? <span>施行日期：{formatDate(law.effectiveAt)}</span> : null}
        {law.articleCount > 0 ? <span>共 {law.articleCount} 条</span> : null}
      </div>
    </article>
  );
}
