import { Button, Popconfirm, Space } from 'antd';
import { useLocation } from 'react-router';
import { useFeedback } from '../../../lib/use-feedback';
import { useStartWechatAuth } from '../api/get-wx-auth';
import { useUnbindWx } from '../api/unbind-wx';

export type TWechatBindingProps = { wxBind: boolean; wxNickName: string };

/** The WeChat binding: 绑定微信 (via WeChat and back), or the bound name and 解除绑定. */
export function WechatBinding({ wxBind, wxNickName }: TWechatBindingProps) {
  const { message } = useFeedback();
  const location = useLocation();
  const start = useStartWechatAuth();
  const unbind = useUnbindWx();

  if (!wxBind) {
    return (
      <Space>
        <span>未绑定</span>
        <Button
          type="link"
          size="small"
          loading={start.isPending}
          onClick={() => start.mutate({ purpose: 'bind', returnTo: location.pathname })}
        >
          绑定微信
        </Button>
      </Space>
    );
  }
  return (
    <Space>
      <span>已绑定{wxNickName ? `（${wxNickName}）` : ''}</span>
      <Popconfirm
        title="确定解除微信绑定吗？"
        okText="解除绑定"
        cancelText="取消"
        onConfirm={() =>
          unbind.mutate(undefined, { onSuccess: () => void message.success('已解除微信绑定') })
        }
      >
        <Button type="link" size="small" danger loading={unbind.isPending}>
          解除绑定
        </Button>
      </Popconfirm>
    </Space>
  );
}
