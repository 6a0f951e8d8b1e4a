import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TExamVariant } from '@yzfk/contract/calls/exam-shapes';
import { E } from '@yzfk/contract/error-codes';
import { examRoomRoute } from '@yzfk/contract/paths';
import { hasCode } from '../api/exam-errors';
import { forgetRoomLogin } from '../utils/room-login';

/**
 * Pages behind the exam room login go back to examLogin when the server answers 4803: the
 * remembered login is forgotten, so examLogin asks for the ticket again.
 */
export function useRoomLoginGuard(error: unknown, variant: TExamVariant, examId: number): boolean {
  const navigate = useNavigate();
  const needsLogin = hasCode(error, E.examLoginRequired);
  useEffect(() => {
    if (!needsLogin) return;
    forgetRoomLogin(examId);
    void navigate(examRoomRoute(variant, 'examLogin').href({ examId }), { replace: true });
  }, [needsLogin, navigate, variant, examId]);
  return needsLogin;
}
