import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { editNicknameCall } from '@yzfk/contract/calls/auth-user';
import { useFeedback } from '../../../lib/use-feedback';
import { useEditNickname } from '../api/edit-nickname';

/** The nickname with 修改: an inline field, checked like the server checks it. */
export function NicknameEditor({ nickName }: { nickName: string }) {
  const { message } = useFeedback();
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const edit = useEditNickname();

  if (draft === undefined) {
    return (
      <Space>
        <span>{nickName}</span>
        <Button type="link" size="small" aria-label="修改昵称" onClick={() => setDraft(nickName)}>
          修改
        </Button>
      </Space>
    );
  }

  function save() {
    const parsed = editNicknameCall.request.safeParse({ nickName: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    edit.mutate(parsed.data.nickName, {
      onSuccess: () => {
        void message.success('昵称已修改');
        setDraft(undefined);
        setError(undefined);
      },
    });
  }

  return (
    <div>
      <Space.Compact>
        <Input
          aria-label="昵称"
          value={draft}
          maxLength={20}
          status={error ? 'error' : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={save}
        />
        <Button type="primary" loading={edit.isPending} onClick={save}>
          保存
        </Button>
        <Button onClick={() => setDraft(undefined)}>取消</Button>
      </Space.Compact>
      {error && <div className="user-field-error">{error}</div>}
    </div>
  );
}
