import { useSearchParams } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { LoginRequired } from '../../../components/login-required';
import { EmptyState, LoadError, Loading } from '../../../components/load-states';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useMindDoc } from '../api/get-mind-doc';
import { DocEditor, type TDocView } from './doc-editor';
import { DocList } from './doc-list';
import './mindmap.css';

type TProps = { noun: string; listPath: string; defaultView: TDocView };

/**
 * /mymind and /myoutline: my documents, or one of them (?id=) in the page's view; ?view=
 * switches between the outline and the map of the same document.
 */
export function DocPage(props: TProps) {
  return (
    <div className="mind-page">
      <DocPageBody {...props} />
    </div>
  );
}

function DocPageBody({ noun, listPath, defaultView }: TProps) {
  const isLogined = useSession((state) => state.isLogined);
  const [params, setParams] = useSearchParams();
  if (!isLogined) return <LoginRequired what={`建立自己的${noun}`} />;
  const docId = Number(params.get('id'));
  const open = (id: number) => setParams({ id: String(id) });
  if (!Number.isInteger(docId) || docId <= 0) return <DocList noun={noun} onOpen={open} />;
  const viewParam = params.get('view');
  const view: TDocView = viewParam === 'map' || viewParam === 'outline' ? viewParam : defaultView;
  return (
    <OpenDoc
      key={docId}
      docId={docId}
      view={view}
      listPath={listPath}
      onView={(next) => setParams({ id: String(docId), view: next }, { replace: true })}
      onOpenDoc={open}
    />
  );
}

function OpenDoc(props: {
  docId: number;
  view: TDocView;
  listPath: string;
  onView: (view: TDocView) => void;
  onOpenDoc: (docId: number) => void;
}) {
  const doc = useMindDoc(props.docId);
  if (doc.isPending) return <Loading />;
  if (doc.isError) {
    return doc.error instanceof ApiError && doc.error.code === E.mindDocNotFound ? (
      <EmptyState text="导图不存在或已删除" />
    ) : (
      <LoadError error={doc.error} onRetry={() => void doc.refetch()} />
    );
  }
  return <DocEditor doc={doc.data.doc} {...props} />;
}
