import { Link } from 'react-router';
import { LazyImage } from '../../../components/lazy-image';
import articleImage from '../../../assets/sections/article.svg';
import bookImage from '../../../assets/sections/book.svg';
import courseImage from '../../../assets/sections/course.svg';
import examImage from '../../../assets/sections/exam.svg';
import lawImage from '../../../assets/sections/law.svg';
import tikuImage from '../../../assets/sections/tiku.svg';
import './section-cards.css';

type TSectionCard = {
  title: string;
  description: string;
  to: string;
  image: string;
};

const CARDS: readonly TSectionCard[] = [
  {
    title: '法律法规',
    description: '按部门法浏览法律、行政法规与司法解释，随时查阅条文原文。',
    to: '/lawList',
    image: lawImage,
  },
  {
    title: '题库练习',
    description: '章节练习、试卷练习与主观题训练，错题自动收集，反复巩固。',
    to: '/tikulist',
    image: tikuImage,
  },
  {
    title: '模拟考试',
    description: '仿照机考界面限时作答，交卷后查看答题报告，熟悉考场节奏。',
    to: '/examlist',
    image: examImage,
  },
  {
    title: '图书',
    description: '在线阅读法考图书与有声书，配套思维导图梳理知识体系。',
    to: '/bookList',
    image: bookImage,
  },
  {
    title: '课程',
    description: '视频与音频课程讲解重难点，碎片时间也能跟上进度。',
    to: '/course/videolist',
    image: courseImage,
  },
  {
    title: '文章',
    description: '备考方法、法律实务与学习心得，拓宽视野，少走弯路。',
    to: '/articlelist',
    image: articleImage,
  },
];

/** The home page's cards, one per main section, each with a lazily loaded illustration. */
export function SectionCards() {
  return (
    <ul className="section-cards" aria-label="栏目导航">
      {CARDS.map((card) => (
        <li key={card.to}>
          <Link className="section-card" to={card.to}>
            <LazyImage
              className="section-card__image"
              src={card.image}
              alt=""
              width={160}
              height={120}
            />
            <span className="section-card__body">
              <span className="section-card__title">{card.title}</span>
              <span className="section-card__description">{card.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
