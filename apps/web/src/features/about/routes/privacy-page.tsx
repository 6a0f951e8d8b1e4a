import { PrivacyPolicy } from '../components/privacy-policy';
import { SERVICE_AGREEMENT } from '@yzfk/contract/about/service-agreement';
import { AgreementPage } from '../components/agreement-page';

/** /about/privacy: the privacy policy. */
export function PrivacyPage() {
  return (
    <AgreementPage other={{ to: '/about/service', label: `《${SERVICE_AGREEMENT.title}》` }}>
      <PrivacyPolicy />
    </AgreementPage>
  );
}
