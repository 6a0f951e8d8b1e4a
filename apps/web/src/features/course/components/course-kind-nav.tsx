import { NavLink } from 'react-router';
import { courseListRoute } from '@yzfk/contract/paths';

/** The two catalogues, as tabs: 视频课程 and 音频课程. */
export function CourseKindNav() {
  return (
    <nav className="catalogue-kinds" aria-label="课程类型">
      {(['video', 'audio'] as const).map((kind) => (
        <NavLink
          key={kind}
          to={courseListRoute(kind).href()}
          className={({ isActive }) => `catalogue-kinds__tab${isActive ? ' is-active' : ''}`}
        >
          {kind === 'video' ? '视频课程' : '音频课程'}
        </NavLink>
      ))}
    </nav>
  );
}
