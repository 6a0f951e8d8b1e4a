import { Tag } from 'antd';
import { Link } from 'react-router';
import {
  COMPARE_STATUS_LABELS,
  type TComparePair,
  type TCompareSide,
  type TCompareStatus,
} from '@yzfk/contract/calls/law-compare';
import { paths } from '@yzfk/contract/paths';
import { pairAnchor, sideLabel } from './compare-labels';
import { CompareText } from './compare-text';

const STATUS_COLORS: Record<TCompareStatus, string> = {
  added: 'green',
  deleted: 'red',
  changed: 'orange',
  unchanged: 'default',
};

function SideTitle({
  lawId,
  sides,
  version,
}: {
  lawId: number;
  sides: TCompareSide[];
  version: string;
}) {
  return (
    <div className="law-compare-side__title">
      <span className="law-compare-side__version">{version}</span>
      {sides.length === 0 ? (
        <span className="law-compare-side__none">无对应条文</span>
      ) : (
        sides.map((side, index) => (
          <span key={`${side.ordinal}-${index}`}>
            {index > 0 ? '、' : null}
            <Link to={paths.lawItem.href({ id: lawId, article: side.ordinal })}>
              {sideLabel(side)}
            </Link>
          </span>
        ))
      )}
    </div>
  );
}

/**
 * One aligned pair: its status (a word, not only a colour), then the two versions paragraph
 * by paragraph — side by side on desktop (rows aligned), the older above the newer on phones.
 */
export function ComparePair({
  pair,
  fromId,
  toId,
  fromLabel,
  toLabel,
  active,
}: {
  pair: TComparePair;
  fromId: number;
  toId: number;
  fromLabel: string;
  toLabel: string;
  active: boolean;
}) {
  const title = [
    pair.old.map(sideLabel).join('、') || '（无）',
    pair.new.map(sideLabel).join('、') || '（无）',
  ].join(' → ');
  const label = COMPARE_STATUS_LABELS[pair.status];
  const rows = pair.rows.length + 1;
  return (
    <section
      id={pairAnchor(pair)}
      className={`law-compare-pair law-compare-pair--${pair.status}${active ? ' law-compare-pair--active' : ''}`}
      aria-label={`${title} ${label}`}
      aria-current={active ? 'location' : undefined}
    >
      <div className="law-compare-pair__status">
        <Tag color={STATUS_COLORS[pair.status]}>{label}</Tag>
        {pair.moved ? <Tag>位置调整</Tag> : null}
      </div>
      <div className="law-compare-pair__body" style={{ ['--rows' as string]: rows }}>
        <div className="law-compare-side law-compare-side--old">
          <SideTitle lawId={fromId} sides={pair.old} version={fromLabel} />
          {pair.rows.map((row, index) => (
            <p key={index} className="law-compare-side__para">
              {row.old ? <CompareText spans={row.old} /> : null}
            </p>
          ))}
        </div>
        <div className="law-compare-side law-compare-side--new">
          <SideTitle lawId={toId} sides={pair.new} version={toLabel} />
          {pair.rows.map((row, index) => (
            <p key={index} className="law-compare-side__para">
              {row.new ? <CompareText spans={row.new} /> : null}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
