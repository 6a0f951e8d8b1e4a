import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

export type TLinkButtonProps = {
  /** App path, e.g. /home. */
  to: string;
  type?: ButtonProps['type'];
  children: ReactNode;
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link that looks like an antd button and navigates inside the app without a reload. */
export function LinkButton({ to, type = 'primary', children }: TLinkButtonProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <Button
      type={type}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
