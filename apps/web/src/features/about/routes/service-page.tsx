import { PRIVACY_POLICY } from '@yzfk/contract/about/privacy-policy';
import { paths } from '@yzfk/contract/paths';
import { ServiceAgreement } from '../components/service-agreement';
import { AgreementPage } from '../components/agreement-page';

/** /about/service: the user service agreement. */
export function ServicePage() {
  return (
    <AgreementPage other={{ to: paths.privacy.href(), label: `《${PRIVACY_POLICY.title}》` }}>
      <ServiceAgreement />
    </AgreementPage>
  );
}
