import { Avatar, Button } from 'antd';
import { useRef } from 'react';
import { HEADER_LOGO_TYPES } from '@yzfk/contract/calls/auth-user';
import { useFeedback } from '../../../lib/use-feedback';
import {
  IMAGE_INVALID_MESSAGE,
  isValidHeaderLogo,
  useUploadHeaderLogo,
} from '../api/upload-header-logo';

export type TAvatarUploadProps = { src: string; name: string };

/** The avatar with 更换头像: the image is checked (type, 2 MB) before it is sent. */
export function AvatarUpload({ src, name }: TAvatarUploadProps) {
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadHeaderLogo();

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isValidHeaderLogo(file)) {
      void message.error(IMAGE_INVALID_MESSAGE);
      return;
    }
    upload.mutate(file, { onSuccess: () => void message.success('头像已更新') });
  }

  return (
    <div className="user-avatar">
      <Avatar size={72} src={src || undefined} alt="头像">
        {name.slice(0, 1)}
      </Avatar>
      <Button size="small" loading={upload.isPending} onClick={() => input.current?.click()}>
        更换头像
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择头像图片"
        accept={HEADER_LOGO_TYPES.join(',')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </div>
  );
}
