import { E } from '@yzfk/contract/error-codes';
import { fail, ok, type TFakeReply, type TSeenRequest } from '../../../testing/fake-server';
import { bookDetail } from './book-fixtures';

/**
 * The fake server's answers for book 5, 宪法修正案, a code book locked until its code is
 * redeemed: a code starting with ABCD is refused as used by someone else, any other unlocks it;
 * the PDF opens at page 3 once unlocked; I have no notes on it.
 */
export function codeBookServer(): (request: TSeenRequest) => TFakeReply {
  let locked = true;
  return (request) => {
    if (request.path === '/flks/book/redeem') {
      const { code } = request.body as { code: string };
      if (code.startsWith('ABCD')) return fail(E.activationCodeUsed, '该激活码已被使用', 409);
      locked = false;
      return ok({ bookId: 5, title: '宪法修正案', unlocked: true });
    }
    if (request.path === '/flks/book/open') {
      return ok({
        url: '/media/book-5.pdf',
        expiresAt: '2026-11-26T10:00:00.000Z',
        contentType: 'application/pdf',
        byteSize: 1000,
        resumeAt: '3',
      });
    }
    if (request.path === '/flks/note/source') return ok({ items: [] });
    const detail = bookDetail();
    return ok({
      ...detail,
      book: { ...detail.book, title: '宪法修正案', access: 'code' },
      locked,
      unlockBy: locked ? 'code' : null,
    });
  };
}
