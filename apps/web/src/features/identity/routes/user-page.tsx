import { Button, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { LoginRequired } from '../../../components/login-required';
import { openAccessDialog } from '../../../lib/access-dialog';
import { formatStamp } from '../../../lib/date-format';
import { useSession } from '../../../lib/session-store';
import { useUserInfo } from '../api/get-user-info';
import { AuthList } from '../components/auth-list';
import { AvatarUpload } from '../components/avatar-upload';
import { BindPhoneDialog } from '../components/bind-phone-dialog';
import { CancelAccount } from '../components/cancel-account';
import { EditPhoneDialog } from '../components/edit-phone-dialog';
import { NicknameEditor } from '../components/nickname-editor';
import { displayNameOf } from '../components/display-name';
import { WechatBinding } from '../components/wechat-binding';
import '../components/identity.css';

/** /user: the personal info page (avatar, nickname, phone, WeChat, authorisations, last login). */
export function UserPage() {
  const isLogined = useSession((state) => state.isLogined);
  const query = useUserInfo();
  const [phoneDialog, setPhoneDialog] = useState<'bind' | 'edit'>();

  if (!isLogined) return <LoginRequired what="查看和修改个人信息" />;
  const info = query.data;
  if (!info) return <Skeleton active />;

  return (
    <div className="user-page">
      <h1 className="user-page__title">个人信息</h1>
      <AvatarUpload src={info.headerlogo} name={displayNameOf(info)} />
      <Descriptions column={1} bordered size="middle" className="user-page__details">
        {info.authType === 2 && <Descriptions.Item label="机构">{info.unitName}</Descriptions.Item>}
        <Descriptions.Item label="昵称">
          <NicknameEditor nickName={info.nickName} />
        </Descriptions.Item>
        <Descriptions.Item label="手机号">
          <Space>
            <span>{info.phone || '未绑定'}</span>
            <Button
              type="link"
              size="small"
              aria-label={info.phone ? '修改手机号' : '绑定手机号'}
              onClick={() => setPhoneDialog(info.phone ? 'edit' : 'bind')}
            >
              {info.phone ? '修改' : '绑定手机号'}
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="微信">
          <WechatBinding wxBind={info.wxBind} wxNickName={info.wxNickName} />
        </Descriptions.Item>
        <Descriptions.Item label="最近登录 IP">{info.latestLoginIP}</Descriptions.Item>
        <Descriptions.Item label="最近登录时间">
          {formatStamp(info.lastestLoginTime)}
        </Descriptions.Item>
      </Descriptions>
      <div className="user-page__heading-row">
        <h2 className="user-page__heading">我的授权</h2>
        <Button onClick={() => openAccessDialog()}>兑换激活码</Button>
      </div>
      <AuthList auths={info.authNames} />
      <div className="user-page__danger">
        <CancelAccount />
      </div>
      <EditPhoneDialog
        open={phoneDialog === 'edit'}
        maskedPhone={info.phone}
        onClose={() => setPhoneDialog(undefined)}
      />
      <BindPhoneDialog open={phoneDialog === 'bind'} onClose={() => setPhoneDialog(undefined)} />
    </div>
  );
}
