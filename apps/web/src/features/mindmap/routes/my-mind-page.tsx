import { paths } from '@yzfk/contract/paths';
import { DocPage } from '../components/doc-page';

/** /mymind: my mind maps (each opens as a map; the same document is also an outline). */
export function MyMindPage() {
  return <DocPage noun="导图" listPath={paths.myMind.href()} defaultView="map" />;
}
