import { useMistakes } from '../../features/tiku/api/list-mistakes';
import { badgeCountText } from '../../lib/badge-count';
import { useSession } from '../../lib/session-store';

// One question is enough: the reply's dueCount counts the whole book.
const DUE_COUNT_REQUEST = { page: 1, pageSize: 1 };

/** The centre menu's count badge for a page, or nothing when there is nothing to count. */
export function CentreBadge({ entryName }: { entryName: string }) {
  if (entryName !== 'myMistake') return null;
  return <MistakesDueBadge />;
}

/** How many questions of the wrong-answer book are due for review, for a logged-in user. */
function MistakesDueBadge() {
  const loggedIn = useSession((state) => state.isLogined);
  const { data } = useMistakes(DUE_COUNT_REQUEST, loggedIn);
  const due = loggedIn ? (data?.dueCount ?? 0) : 0;
  if (due <= 0) return null;
  // The spaces keep the link's name readable: 我的错题 7 道待复习.
  return (
    <>
      {' '}
      <span className="centre-layout__badge" title={`${due} 道错题待复习`}>
        {badgeCountText(due)}
        <span className="visually-hidden"> 道待复习</span>
      </span>
    </>
  );
}
