import { paths } from '@yzfk/contract/paths';
import { PrivacyPolicy } from '../components/privacy-policy';
import { SERVICE_AGREEMENT } from '@yzfk/contract/about/service-agreement';
import { AgreementPage } from '../components/agreement-page';

/** /about/privacy: the privacy policy. */
export function PrivacyPage() {
  return (
    <AgreementPage other={{ to: paths.service.href(), label: `《${SERVICE_AGREEMENT.title}》` }}>
      <PrivacyPolicy />
    </AgreementPage>
  );
}
