import { Alert, Progress } from 'antd';
import { lawLibraryLoadingText } from '@yzfk/contract/calls/law';
import { useLawLibraryStatus } from './get-law-library';
import './law-library-banner.css';

/**
 * Says, while the law library loads in the background, how far it is (text and a progress
 * bar); shows nothing once it is loaded, or when the status cannot be had. The law list, the
 * search's law tabs and 法条检索 show it above what is already in.
 */
export function LawLibraryBanner() {
  const { data } = useLawLibraryStatus();
  if (!data?.loading) return null;
  const text = lawLibraryLoadingText(data);
  const percent = data.total > 0 ? Math.floor((data.loaded / data.total) * 100) : 0;
  return (
    <Alert
      className="law-library-banner"
      type="info"
      // Polite: the figures change every 2 s, which an alert role would announce each time.
      role="status"
      showIcon
      title={text}
      description={
        <Progress aria-label="法规库载入进度" percent={percent} size="small" status="active" />
      }
    />
  );
}
