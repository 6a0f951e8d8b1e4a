import { PRIVACY_POLICY } from '@yzfk/contract/about/privacy-policy';
import { AgreementDocument } from './agreement-document';

/** The privacy policy's text; `inDialog` leaves the title to the dialog. */
export function PrivacyPolicy({ inDialog = false }: { inDialog?: boolean }) {
  return <AgreementDocument agreement={PRIVACY_POLICY} hideTitle={inDialog} />;
}
