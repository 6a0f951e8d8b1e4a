import { SERVICE_AGREEMENT } from '@yzfk/contract/about/service-agreement';
import { AgreementDocument } from './agreement-document';

/** The user service agreement's text; `inDialog` leaves the title to the dialog. */
export function ServiceAgreement({ inDialog = false }: { inDialog?: boolean }) {
  return <AgreementDocument agreement={SERVICE_AGREEMENT} hideTitle={inDialog} />;
}
