import { DiffOutlined } from '@ant-design/icons';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TLawDetail } from '@yzfk/contract/calls/law';
import type { TCompareStatus } from '@yzfk/contract/calls/law-compare';
import { paths } from '@yzfk/contract/paths';
import { useLawComparison } from './get-law-comparison';
import { previousVersionPair } from './version-pair';
import './change-marks.css';

type TChangeMarks = {
  /** What changed in an article of this version since the one before (only changed ones). */
  statusOf: (ordinal: number) => TCompareStatus | undefined;
  hrefOf: (ordinal: number) => string;
};

const ChangeMarksContext = createContext<TChangeMarks | null>(null);

/**
 * On the current version's page of a law with an older version: asks for the comparison with
 * the version before once the text is shown (the page never waits for it) and gives each article
 * whether it changed, for its 本条修改 mark.
 */
export function ArticleChangeMarks({
  detail,
  children,
}: {
  detail: TLawDetail;
  children: ReactNode;
}) {
  const [newest, older] = detail.versions;
  const current = newest?.id === detail.law.id && older !== undefined;
  const fromId = older?.id ?? 0;
  const toId = detail.law.id;
  const { data } = useLawComparison(fromId, toId, current);
  const marks = useMemo<TChangeMarks | null>(() => {
    if (!data) return null;
    const statuses = new Map<number, TCompareStatus>();
    for (const pair of data.pairs) {
      if (pair.status !== 'changed' && pair.status !== 'added') continue;
      for (const side of pair.new) statuses.set(side.ordinal, pair.status);
    }
    return {
      statusOf: (ordinal) => statuses.get(ordinal),
      hrefOf: (ordinal) => paths.lawCompare.href({ from: fromId, to: toId, at: ordinal }),
    };
  }, [data, fromId, toId]);
  return <ChangeMarksContext.Provider value={marks}>{children}</ChangeMarksContext.Provider>;
}

/** 本条修改 (or 本条新增) under an article that changed since the version before: opens its pair. */
export function ArticleChangeMark({ ordinal, number }: { ordinal: number; number: string | null }) {
  const marks = useContext(ChangeMarksContext);
  const status = marks?.statusOf(ordinal);
  if (!marks || !status) return null;
  const text = status === 'added' ? '本条新增' : '本条修改';
  return (
    <Link
      className="law-change-mark"
      to={marks.hrefOf(ordinal)}
      aria-label={`${number ?? ''}${text}，查看新旧对照`}
    >
      <DiffOutlined aria-hidden="true" /> {text}
    </Link>
  );
}

/** 新旧对照 in the law page's header, for a law with more than one version. */
export function LawCompareLink({ detail }: { detail: TLawDetail }) {
  const pair = previousVersionPair(detail);
  if (!pair) return null;
  return (
    <Link className="law-compare-link" to={paths.lawCompare.href(pair)}>
      <DiffOutlined aria-hidden="true" /> 新旧对照
    </Link>
  );
}
