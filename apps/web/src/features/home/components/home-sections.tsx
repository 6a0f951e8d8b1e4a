import { useHomepage } from '../api/get-homepage';
import { HomeSection } from './home-section';
import './home-sections.css';

/**
 * The site's home sections from the server, in the operator's order; a section without
 * content never arrives. While they load, a quiet placeholder; if they fail, 重试.
 */
export function HomeSections() {
  const homepage = useHomepage();
  if (homepage.isPending) {
    return <div className="home-sections__loading" aria-busy="true" aria-label="首页栏目加载中" />;
  }
  if (homepage.isError) {
    return (
      <div className="home-sections__error" role="alert">
        首页栏目加载失败。
        <button type="button" className="home-button" onClick={() => void homepage.refetch()}>
          重试
        </button>
      </div>
    );
  }
  return (
    <div className="home-sections">
      {homepage.data.sections.map((section) => (
        <HomeSection key={section.id} section={section} />
      ))}
    </div>
  );
}
