import { paths } from '@yzfk/contract/paths';
import { DocPage } from '../components/doc-page';

/** /myoutline: my outlines (each opens as an outline; the same document is also a map). */
export function MyOutlinePage() {
  return <DocPage noun="提纲" listPath={paths.myOutline.href()} defaultView="outline" />;
}
