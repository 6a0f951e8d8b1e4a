import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { TDownloadItem } from '../api/list-downloads';
import { dateLabel, sizeLabel, typeLabel } from '../utils/file-facts';

/** One file: its title, facts, access tag and 下载 button. */
export function DownloadRow({
  item,
  downloading,
  onDownload,
}: {
  item: TDownloadItem;
  downloading: boolean;
  onDownload: (item: TDownloadItem) => void;
}) {
  const headingId = `download-${item.id}`;
  const facts = [
    ['分类', item.category],
    ['类型', typeLabel(item.contentType, item.fileName)],
    ['大小', sizeLabel(item.byteSize)],
    ['发布', dateLabel(item.publishedAt)],
    ['下载', `${item.downloadCount} 次`],
  ] as const;
  return (
    <li className="download-row" aria-labelledby={headingId}>
      <div className="download-row__main">
        <h2 className="download-row__title" id={headingId}>
          {item.title}
        </h2>
        {item.description ? <p className="download-row__desc">{item.description}</p> : null}
        <dl className="download-row__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="download-row__side">
        {item.access === 'free' ? <Tag color="green">免费</Tag> : <Tag color="gold">需授权</Tag>}
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={downloading}
          aria-label={`下载 ${item.title}`}
          onClick={() => onDownload(item)}
        >
          下载
        </Button>
      </div>
    </li>
  );
}
