import { Result } from 'antd';
import { useMatches } from 'react-router';
import buildingIllustration from '../../assets/building.svg';
import { LinkButton } from '../../components/link-button';
import { sectionLabelOf, titleOf } from '../router/route-meta';
import { pathTo } from '../router/route-names';
import './pages.css';

/**
 * The one page for every screen that later issues build: it names the section and the page and
 * leads back home.
 */
export function UnderConstructionPage() {
  const matches = useMatches();
  const title = titleOf(matches);
  const section = sectionLabelOf(matches) ?? title;
  return (
    <div className="under-construction">
      <Result
        icon={<img src={buildingIllustration} alt="" width={160} height={120} />}
        title={`「${title}」页面建设中`}
        subTitle={`${section}栏目正在建设中，敬请期待。您可以先返回首页，浏览已开放的内容。`}
        extra={<LinkButton to={pathTo('home')}>返回首页</LinkButton>}
      />
    </div>
  );
}
