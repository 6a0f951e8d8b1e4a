import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  现行有效: 'green',
  已修改: 'orange',
  已废止: 'default',
  尚未生效: 'blue',
};

/** A law's status (时效性) as a coloured badge. */
export function LawStatusTag({ status }: { status: string }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} className="law-status-tag">
      {status}
    </Tag>
  );
}
