import { Breadcrumb, Result, Select, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import {
  COMPARE_STATUSES,
  COMPARE_STATUS_LABELS,
  type TLawComparison,
} from '@yzfk/contract/calls/law-compare';
import { paths } from '@yzfk/contract/paths';
import { Loading, LoadError } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-format';
import { pairAnchor } from './compare-labels';
import { ComparePair } from './compare-pair';
import { useLawComparison } from './get-law-comparison';
import './law-compare.css';

type TVersion = TLawComparison['versions'][number];

/** How a version is named on the page: its date (all versions share the title). */
function versionLabel(version: Pick<TVersion, 'publishedAt' | 'isTrial'>): string {
  const date = version.publishedAt ? `${formatDate(version.publishedAt)} 版` : '未注明日期的版本';
  return version.isTrial ? `${date}（试行）` : date;
}

function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * /law/compare?from=&to=: 新旧对照 of two versions of a law — the aligned articles with their
 * status and changed words, the counts, a filter for the changed ones only (`only=changed`)
 * and the versions to compare; `at` opens at the pair of an article of the newer version.
 */
export function LawComparePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromId = idParam(searchParams.get('from'));
  const toId = idParam(searchParams.get('to'));
  const onlyChanged = searchParams.get('only') === 'changed';
  const at = idParam(searchParams.get('at'));
  const valid = fromId > 0 && toId > 0;
  const { data, isPending, error, refetch } = useLawComparison(fromId, toId, valid);

  const go = (next: { from?: number; to?: number; only?: boolean }, replace = false) =>
    void navigate(
      paths.lawCompare.href({
        from: next.from ?? fromId,
        to: next.to ?? toId,
        only: (next.only ?? onlyChanged) ? 'changed' : undefined,
      }),
      { replace },
    );

  const atPair = data?.pairs.find((pair) => pair.new.some((side) => side.ordinal === at));
  const atAnchor = atPair ? pairAnchor(atPair) : undefined;
  useEffect(() => {
    if (atAnchor) document.getElementById(atAnchor)?.scrollIntoView({ block: 'start' });
  }, [atAnchor]);

  if (!valid) {
    return (
      <Result
        status="warning"
        title="请选择要对照的两个版本"
        extra={<Link to={paths.lawList.href()}>返回法规列表</Link>}
      />
    );
  }
  if (error instanceof ApiError && error.code === E.lawNotFound) {
    return (
      <Result
        status="404"
        title="法规不存在或已被删除"
        extra={<Link to={paths.lawList.href()}>返回法规列表</Link>}
      />
    );
  }
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Loading rows={12} />;

  const { from, to, versions, counts } = data;
  const pairs = onlyChanged ? data.pairs.filter((pair) => pair.status !== 'unchanged') : data.pairs;
  const options = versions.map((version) => ({ value: version.id, label: versionLabel(version) }));
  return (
    <div className="law-compare-page">
      <Breadcrumb
        items={[
          { title: <Link to={paths.lawList.href()}>法律法规</Link> },
          { title: <Link to={paths.lawItem.href({ id: to.id })}>{to.title}</Link> },
          { title: '新旧对照' },
        ]}
      />
      <h1 className="law-compare-page__title">{to.title} 新旧对照</h1>
      <div className="law-compare-page__versions">
        <label>
          <span>旧版本</span>
          <Select
            aria-label="旧版本"
            value={from.id}
            options={options}
            onChange={(value: number) => go({ from: value })}
          />
        </label>
        <span aria-hidden="true">→</span>
        <label>
          <span>新版本</span>
          <Select
            aria-label="新版本"
            value={to.id}
            options={options}
            onChange={(value: number) => go({ to: value })}
          />
        </label>
      </div>
      <div className="law-compare-page__summary" role="status">
        {COMPARE_STATUSES.map((status) => (
          <span key={status} className="law-compare-page__count">
            {COMPARE_STATUS_LABELS[status]} <strong>{counts[status]}</strong> 条
          </span>
        ))}
        <label className="law-compare-page__filter">
          <Switch
            size="small"
            checked={onlyChanged}
            onChange={(checked) => go({ only: checked }, true)}
          />
          <span>只看修改</span>
        </label>
      </div>
      <p className="law-compare-page__legend">
        <Tag>图例</Tag>
        <del className="law-diff law-diff--del">删除的文字</del>
        <ins className="law-diff law-diff--ins">新增的文字</ins>
      </p>
      {pairs.length === 0 ? (
        <Result status="success" title="两个版本的条文没有修改" />
      ) : (
        <div className="law-compare-page__pairs">
          {pairs.map((pair) => (
            <ComparePair
              key={pairAnchor(pair)}
              pair={pair}
              fromId={from.id}
              toId={to.id}
              fromLabel={versionLabel(from)}
              toLabel={versionLabel(to)}
              active={pairAnchor(pair) === atAnchor}
            />
          ))}
        </div>
      )}
    </div>
  );
}
