import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { useMindDocs } from '../api/list-mind-docs';

/** My mind maps and outlines, counted for /learnrecord's activity line (composed by the router). */
export function MindActivity() {
  const docs = useMindDocs();
  if (!docs.isSuccess) return null;
  return <Link to={paths.myMind.href()}>导图与提纲 {docs.data.items.length} 份</Link>;
}
