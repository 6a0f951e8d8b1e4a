import {
  BookOutlined,
  CloseCircleOutlined,
  EditOutlined,
  HistoryOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';

const LINKS = [
  { to: paths.zg.href(), text: '主观题练习', icon: <EditOutlined /> },
  { to: paths.myMistake.href(), text: '错题本', icon: <CloseCircleOutlined /> },
  { to: paths.myFavorite.href(), text: '我的收藏', icon: <StarOutlined /> },
  { to: paths.learnRecord.href(), text: '学习记录', icon: <HistoryOutlined /> },
] as const;

/** The question bank's other places: subjective practice, mistakes, favourites, records. */
export function TikuLinks() {
  return (
    <nav aria-label="题库导航" className="tiku-links">
      <BookOutlined aria-hidden className="tiku-links__lead" />
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className="tiku-links__item">
          <span aria-hidden>{link.icon}</span>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}
