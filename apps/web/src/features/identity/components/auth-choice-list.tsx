import { Button } from 'antd';
import type { TAuthEntry } from '@yzfk/contract/calls/identity-fields';
import { formatDate } from '../../../lib/date-format';
import { authLabelOf } from './auth-label';

export type TAuthChoiceListProps = {
  auths: readonly TAuthEntry[];
  onChoose: (authId: number) => void;
  /** The authorisation being switched to, while the call runs. */
  pendingId?: number;
};

/** One button per authorisation: its name and its expiry (YYYY-MM-DD). */
export function AuthChoiceList({ auths, onChoose, pendingId }: TAuthChoiceListProps) {
  return (
    <div className="identity-choices">
      {auths.map((auth) => {
        const expiry = formatDate(auth.exiredTime);
        return (
          <Button
            key={auth.authId}
            className="identity-choice"
            loading={pendingId === auth.authId}
            onClick={() => onChoose(auth.authId)}
          >
            <span>{authLabelOf(auth)}</span>
            <span className="identity-choice__expiry">{expiry ? `有效期至 ${expiry}` : ''}</span>
          </Button>
        );
      })}
    </div>
  );
}
