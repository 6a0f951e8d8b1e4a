import { DisconnectOutlined } from '@ant-design/icons';

/** The red banner while answers cannot reach the server. */
export function OfflineBanner() {
  return (
    <div role="alert" className="exam-offline">
      <DisconnectOutlined aria-hidden /> 网络已断开，答案已保存在本机，恢复连接后将自动提交
    </div>
  );
}
