import {
  CustomerServiceOutlined,
  FileTextOutlined,
  ReadOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Progress, Tag } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { bookReaderHref, paths } from '@yzfk/contract/paths';
import {
  DetailHead,
  DetailSection,
  LockedNotice,
} from '../../../../components/catalogue/detail-layout';
import { LinkButton } from '../../../../components/link-button';
import { useSession } from '../../../../lib/session-store';
import { useBookNoteCount } from '../../api/book-notes';
import type { TBookDetail } from '../../api/get-book';
import { BookCover } from '../components/book-cover';
import { BookLoader } from '../../components/book-loader';
import { ContentsTree } from '../components/contents-tree';
import { useBookUnlock } from '../../hooks/use-book-unlock';
import { detailAccessTag, percentOf } from '../../utils/book-format';
import {
  FORMAT_LABELS,
  contentsLinkOf,
  otherFormatOf,
  readActionLabel,
  readActionOf,
} from '../utils/read-action';
import '../../../../components/catalogue/catalogue.css';
import '../../styles/book.css';

/** The facts that a book has, in the order a reader looks for them. */
function facts(book: TBookDetail['book']): [string, string][] {
  const rows: [string, string | null][] = [
    ['作者', book.authors.join('、') || null],
    ['出版社', book.publisher || null],
    ['ISBN', book.isbn],
    ['版次', book.edition],
    ['出版日期', book.publishedOn],
    ['分类', book.category],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The favourite star a route composes in (features never import each other). */
type TFavoriteSlot = ComponentType<{ targetId: number }>;

function BookDetail({
  detail,
  favoriteStar: FavoriteStar,
}: {
  detail: TBookDetail;
  favoriteStar?: TFavoriteSlot;
}) {
  const { book, locked } = detail;
  const isLogined = useSession((state) => state.isLogined);
  const { unlock, dialog } = useBookUnlock(detail);
  const notes = useBookNoteCount(book.id, isLogined && !locked);
  const action = readActionOf(detail);
  const tag = detailAccessTag(book.access, locked);
  const last = detail.progress[0];
  const other = otherFormatOf(book.formats, action);

  const main =
    action.kind === 'read' ? (
      <LinkButton to={action.href}>{readActionLabel(action)}</LinkButton>
    ) : action.kind === 'none' ? null : (
      <Button type="primary" onClick={unlock}>
        {readActionLabel(action)}
      </Button>
    );

  return (
    <div className="catalogue-page book-page book-detail">
      <DetailHead
        label="图书信息"
        className="book-detail__head"
        cover={<BookCover book={book} className="book-detail__cover" />}
        title={book.title}
        star={FavoriteStar ? <FavoriteStar targetId={book.id} /> : null}
        tags={
          <>
            <Tag color={tag.color}>{tag.text}</Tag>
            {book.formats.map((format) => (
              <Tag key={format}>{FORMAT_LABELS[format]}</Tag>
            ))}
            {detail.audioChapters.length > 0 ? <Tag>有声书</Tag> : null}
          </>
        }
        facts={facts(book)}
        progress={
          last ? (
            <div className="book-detail__progress">
              <Progress percent={percentOf(last.share)} size="small" showInfo={false} aria-hidden />
              <span>
                已读 {percentOf(last.share)}%（{FORMAT_LABELS[last.format]}）
              </span>
            </div>
          ) : null
        }
        actions={
          <>
            {main}
            {action.kind === 'read' ? (
              <span className="catalogue-muted">{FORMAT_LABELS[action.format]}</span>
            ) : null}
            {other ? (
              <Link to={bookReaderHref(book.id, other)} className="book-detail__link">
                <ReadOutlined /> 阅读 {FORMAT_LABELS[other]} 版
              </Link>
            ) : null}
            <Link to={paths.bookMind.href({ id: book.id })} className="book-detail__link">
              <ShareAltOutlined /> 思维导图
            </Link>
            {detail.audioChapters.length > 0 ? (
              <Link to={paths.audioBookDetail.href({ id: book.id })} className="book-detail__link">
                <CustomerServiceOutlined /> 收听有声书
              </Link>
            ) : null}
            {notes.isSuccess ? (
              <span className="book-detail__link" aria-label="我的笔记">
                <FileTextOutlined /> 我的笔记 {notes.data} 条
              </span>
            ) : null}
          </>
        }
      />
      {locked ? (
        <LockedNotice
          label="需解锁"
          title={detail.unlockBy === 'code' ? '兑换纸书中的阅读码后即可阅读' : '需授权后才能阅读'}
          description={
            detail.unlockBy === 'code'
              ? `「${book.title}」的电子版随纸书附赠：输入纸书中印有的兑换码即可解锁，可先浏览目录。`
              : `「${book.title}」需授权后才能阅读，可先浏览目录。兑换激活码即可开通。`
          }
        />
      ) : null}
      <DetailSection id="book-intro" title="内容简介">
        <p className="book-detail__description">{book.description || '暂无简介'}</p>
      </DetailSection>
      <DetailSection id="book-contents" title="目录">
        <ContentsTree nodes={detail.contents} linkOf={contentsLinkOf(book.id, action)} />
      </DetailSection>
      <p>
        <Link to={paths.bookList.href()}>返回图书</Link>
      </p>
      {dialog}
    </div>
  );
}

/**
 * /book/detail/:id: the book's cover, facts, description and contents, 开始阅读 / 继续阅读 in the
 * format I read last, its mind map and audiobook, my notes on it. A locked book offers 获取授权
 * (the one access dialog) or 兑换阅读码 (its code); either unlocks the page in place.
 */
export function BookDetailPage({ favoriteStar }: { favoriteStar?: TFavoriteSlot } = {}) {
  return (
    <BookLoader>
      {(detail) => <BookDetail detail={detail} favoriteStar={favoriteStar} />}
    </BookLoader>
  );
}
