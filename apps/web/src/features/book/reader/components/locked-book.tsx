import { Result } from 'antd';
import { useEffect } from 'react';
import { browserWindow } from '../../../../lib/browser-window';
import { bridgedFeedback } from '../../../../lib/feedback-bridge';

/**
 * A book locked for this session: the spec's 5006 behaviour (alert 无权限阅读, title 提示,
 * button 返回, then the window closes; a window a script did not open goes home instead).
 */
export function LockedBook() {
  useEffect(() => {
    let left = false;
    void bridgedFeedback
      .alert({ title: '提示', content: '无权限阅读', okText: '返回' })
      .then(() => {
        if (!left) browserWindow.closeWindow();
      });
    return () => {
      left = true;
    };
  }, []);
  return <Result status="403" title="无权限阅读" />;
}
