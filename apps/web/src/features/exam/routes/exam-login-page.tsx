import { Alert, Button, Form, Input } from 'antd';
import { ZIdNumberSchema, ZTicketNoSchema } from '@yzfk/contract/calls/exam';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { E } from '@yzfk/contract/error-codes';
import { examRoomRoute } from '@yzfk/contract/paths';
import { zodRule } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session-store';
import { LoginRequired } from '../../../components/login-required';
import { errorText, hasCode } from '../api/exam-errors';
import { useExamLogin } from '../api/exam-login';
import { RoomFrame } from '../components/room-frame';
import { useRoomParams } from '../hooks/use-room-params';
import { readRoomLogin, rememberRoomLogin } from '../utils/room-login';
import './exam.css';
import { ExamConfig } from '../components/exam-config';

type TLoginForm = { ticketNo: string; idNumber: string };

/** What a failed exam login tells the candidate. */
function loginErrorText(error: unknown): string {
  if (hasCode(error, E.examLoginFailed)) return '准考证号或证件号码错误，请核对后重新输入';
  return errorText(error);
}

/**
 * /exam/{obt|subt}/examLogin?examId= (standalone): the exam room login with 准考证号 and 证件号码.
 * Remembered for this exam in this tab; on success the waiting screen (examBefore).
 */
function ExamLoginPageContent() {
  const { variant, examId } = useRoomParams();
  const navigate = useNavigate();
  const isLogined = useSession((state) => state.isLogined);
  const login = useExamLogin();
  const before = examRoomRoute(variant, 'examBefore').href({ examId });
  const remembered = examId > 0 && readRoomLogin(examId) !== null;

  useEffect(() => {
    if (remembered) void navigate(before, { replace: true });
  }, [remembered, before, navigate]);

  if (!isLogined) {
    return (
      <RoomFrame variant={variant}>
        <LoginRequired what="登录考场" />
      </RoomFrame>
    );
  }

  const locked = hasCode(login.error, E.examLoginLocked);
  return (
    <RoomFrame variant={variant} examTitle="考生登录">
      <section className="exam-room__card exam-login" aria-label="考生登录">
        <Form<TLoginForm>
          layout="vertical"
          requiredMark={false}
          disabled={login.isPending}
          onFinish={(values) =>
            login.mutate(
              { examId, ticketNo: values.ticketNo, idNumber: values.idNumber },
              {
                onSuccess: (reply) => {
                  rememberRoomLogin(examId, reply);
                  void navigate(before, { replace: true });
                },
              },
            )
          }
        >
          <Form.Item
            name="ticketNo"
            label="准考证号"
            rules={[zodRule(ZTicketNoSchema)]}
            validateTrigger="onBlur"
          >
            <Input size="large" inputMode="numeric" autoComplete="off" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label="证件号码"
            rules={[zodRule(ZIdNumberSchema)]}
            validateTrigger="onBlur"
          >
            <Input size="large" autoComplete="off" maxLength={20} />
          </Form.Item>
          {login.isError ? (
            <Alert
              type="error"
              showIcon
              className="exam-login__error"
              title={loginErrorText(login.error)}
              description={locked ? '为保护您的考试信息，请稍后再试，或联系监考老师。' : undefined}
            />
          ) : null}
          <Button type="primary" size="large" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form>
        <p className="exam-muted exam-login__hint">
          准考证号在报名成功后显示于“模拟考试”列表；证件号码为报名时填写的号码。
        </p>
      </section>
    </RoomFrame>
  );
}

/** See ExamLoginPageContent; wrapped in the exam pages' antd settings. */
export function ExamLoginPage() {
  return (
    <ExamConfig>
      <ExamLoginPageContent />
    </ExamConfig>
  );
}
