import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Select } from 'antd';
import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { LockedNotice } from '../../../../components/catalogue/detail-layout';
import { LoadError, Loading } from '../../../../components/load-states';
import { openLoginDialog } from '../../../../lib/identity-dialog';
import { mediaHref } from '../../../../lib/media-href';
import { useSession } from '../../../../lib/session-store';
import { useAudioChapter } from '../api/audio-chapter';
import { type TBookDetail } from '../../api/get-book';
import { bookKeys } from '../../api/query-keys';
import { BookNotFound } from '../../components/book-not-found';
import { ChapterList } from '../components/chapter-list';
import { useBookUnlock } from '../../hooks/use-book-unlock';
import { useAudioProgress } from '../hooks/use-audio-progress';
import { SLEEP_OPTIONS, useSleepTimer, type TSleepTimer } from '../hooks/use-sleep-timer';
import { BookLoader } from '../../components/book-loader';
import '../../../../components/catalogue/catalogue.css';
import '../../styles/book.css';

// media-chrome and its controls load with the player (the shared one of the course player).
const MediaPlayer = lazy(() =>
  import('../../../../components/media-player/media-player').then((m) => ({
    default: m.MediaPlayer,
  })),
);

/** A second media failure this soon after asking for a new link is not an expired link. */
const LINK_REFRESH_GAP_MS = 10_000;

/** The chapter the address names, else the one I heard last, else the first. */
function chooseChapter(detail: TBookDetail, asked: string | null) {
  const chapters = detail.audioChapters;
  const byId = (id: number | undefined) => chapters.find((chapter) => chapter.id === id);
  if (asked !== null) return byId(Number(asked));
  return byId(detail.audioResume?.chapterId) ?? chapters[0];
}

/** The favourite star a route composes in (features never import each other). */
type TFavoriteSlot = ComponentType<{ targetId: number }>;

function AudioBook({
  detail,
  favoriteStar: FavoriteStar,
}: {
  detail: TBookDetail;
  favoriteStar?: TFavoriteSlot;
}) {
  const { book, locked, audioChapters } = detail;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const isLogined = useSession((state) => state.isLogined);
  const chapter = chooseChapter(detail, params.get('chapter'));
  const play = useAudioChapter(book.id, chapter?.id, !locked);
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [autoPlay, setAutoPlay] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { unlock, dialog } = useBookUnlock(detail);
  const lastRefresh = useRef(0);
  const playbackRate = useRef(1);
  const sleep = useSleepTimer(media);

  useAudioProgress({
    media,
    bookId: book.id,
    chapterId: chapter?.id ?? 0,
    durationMs: chapter?.durationMs ?? 0,
    enabled: isLogined && play.isSuccess && chapter !== undefined,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: bookKeys.detail(book.id) }),
  });

  if (!chapter) return <BookNotFound />;

  const goTo = (chapterId: number, startPlaying: boolean) => {
    setAutoPlay(startPlaying);
    setParams({ chapter: String(chapterId) }, { replace: true });
  };

  const onEnded = () => {
    const at = audioChapters.findIndex((one) => one.id === chapter.id);
    const next = audioChapters[at + 1];
    if (sleep.stopsAtChapterEnd) {
      sleep.spent();
      setNotice(`「${chapter.title}」已播完，定时关闭`);
    } else if (next) {
      setNotice(`「${chapter.title}」已播完，自动播放下一章：${next.title}`);
      goTo(next.id, true);
    } else {
      setNotice('本书已听完');
    }
  };

  const onMediaError = () => {
    // A signed link runs out: ask for a new one and go on where playback was.
    const now = Date.now();
    if (now - lastRefresh.current < LINK_REFRESH_GAP_MS) return;
    lastRefresh.current = now;
    void play.refetch();
  };

  let player;
  if (locked) {
    player = (
      <LockedNotice
        label="需解锁"
        title={detail.unlockBy === 'code' ? '兑换纸书中的阅读码后即可收听' : '需授权后才能收听'}
        action={
          <Button type="primary" onClick={unlock}>
            {detail.unlockBy === 'code' ? '兑换阅读码' : '获取授权'}
          </Button>
        }
      />
    );
  } else if (play.isError) {
    player = <LoadError error={play.error} onRetry={() => void play.refetch()} />;
  } else if (!play.data) player = <Loading rows={2} />;
  else {
    player = (
      <Suspense fallback={<Loading rows={2} />}>
        <MediaPlayer
          key={chapter.id}
          kind="audio"
          src={mediaHref(play.data.url)}
          startAtMs={Number(play.data.resumeAt ?? 0) || 0}
          autoPlay={autoPlay}
          playbackRate={playbackRate.current}
          onRateChange={(rate) => {
            playbackRate.current = rate;
          }}
          title={chapter.title}
          cover={
            book.coverUrl ? (
              <img className="media-player-audio__cover" src={mediaHref(book.coverUrl)} alt="" />
            ) : null
          }
          onMedia={setMedia}
          onEnded={onEnded}
          onMediaError={onMediaError}
        />
      </Suspense>
    );
  }

  return (
    <div className="catalogue-page book-page book-audio">
      <header className="book-audio__head">
        <Link to={paths.bookDetail.href({ id: book.id })} className="book-audio__book">
          {book.title}
        </Link>
        <h1 className="catalogue-title">有声书 · {chapter.title}</h1>
        {FavoriteStar ? <FavoriteStar targetId={book.id} /> : null}
      </header>
      {!isLogined ? (
        <Alert
          type="info"
          showIcon
          className="book-audio__notice"
          title="登录后可保存收听进度"
          action={
            <Button size="small" onClick={openLoginDialog}>
              登录
            </Button>
          }
        />
      ) : null}
      {notice ? (
        <Alert
          type="success"
          showIcon
          role="status"
          className="book-audio__notice"
          title={notice}
        />
      ) : null}
      <div className="book-audio__layout">
        <section className="book-audio__main" aria-label="播放器">
          {player}
          {!locked ? (
            <label className="book-audio__sleep">
              <span>定时关闭</span>
              <Select<TSleepTimer>
                aria-label="定时关闭"
                value={sleep.timer}
                options={SLEEP_OPTIONS}
                onChange={sleep.setTimer}
                popupMatchSelectWidth={false}
              />
            </label>
          ) : null}
        </section>
        <aside className="book-audio__side">
          <ChapterList
            chapters={audioChapters}
            currentId={chapter.id}
            onChoose={(chapterId) => goTo(chapterId, true)}
          />
        </aside>
      </div>
      <p>
        <Link to={paths.audioBook.href()}>返回有声书</Link>
      </p>
      {dialog}
    </div>
  );
}

/**
 * /book/audiodetail/:id: the book's audiobook. Chapters with lengths and my progress, the shared
 * player on the chosen one (resuming where I stopped), speed, a sleep timer, the next chapter
 * after the end, and my position saved as I listen.
 */
export function AudioBookPage({ favoriteStar }: { favoriteStar?: TFavoriteSlot } = {}) {
  return (
    <BookLoader>
      {(detail) =>
        detail.audioChapters.length === 0 ? (
          <div className="catalogue-page book-page">
            <Alert
              type="info"
              showIcon
              title="这本书没有有声书"
              action={<Link to={paths.bookDetail.href({ id: detail.book.id })}>查看图书</Link>}
            />
          </div>
        ) : (
          <AudioBook detail={detail} favoriteStar={favoriteStar} />
        )
      }
    </BookLoader>
  );
}
