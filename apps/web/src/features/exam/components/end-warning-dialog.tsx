import { Button, Modal } from 'antd';

/** 考试即将结束: the minutes left and what happens at the end. */
export function EndWarningDialog({
  open,
  minutes,
  onClose,
}: {
  open: boolean;
  minutes: number;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title="考试即将结束"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      距离考试结束还有 {minutes} 分钟，请检查答题卡，注意交卷时间。时间到时系统将自动交卷。
    </Modal>
  );
}
