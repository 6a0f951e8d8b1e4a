import { useState } from 'react';
import { openAccessDialog } from '../../../lib/access-dialog';
import { openLoginDialog } from '../../../lib/identity-dialog';
import { useSession } from '../../../lib/session-store';
import type { TBookDetail } from '../api/get-book';
import { RedeemDialog } from '../components/redeem-dialog';

/**
 * How a locked book opens, the same from its page and its audiobook: a book sold with its paper
 * edition asks for the code printed in it (after logging in), any other asks for 获取授权 in the
 * one access dialog. `dialog` is the code's dialog, to be placed in the page.
 */
export function useBookUnlock(detail: Pick<TBookDetail, 'book' | 'unlockBy'>) {
  const { book, unlockBy } = detail;
  const isLogined = useSession((state) => state.isLogined);
  const [redeeming, setRedeeming] = useState(false);
  const unlock = () => {
    if (unlockBy !== 'code') openAccessDialog(book.title);
    else if (isLogined) setRedeeming(true);
    else openLoginDialog();
  };
  const dialog = (
    <RedeemDialog
      bookId={book.id}
      bookTitle={book.title}
      open={redeeming}
      onClose={() => setRedeeming(false)}
    />
  );
  return { unlock, dialog };
}
