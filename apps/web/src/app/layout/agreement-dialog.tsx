import { Link } from 'react-router';
import { paths } from '@yzfk/contract/paths';
import { DraggableDialog } from '../../components/draggable-dialog';
import { PrivacyPolicy } from '../../features/about/components/privacy-policy';
import { ServiceAgreement } from '../../features/about/components/service-agreement';
import { PRIVACY_POLICY } from '@yzfk/contract/about/privacy-policy';
import { SERVICE_AGREEMENT } from '@yzfk/contract/about/service-agreement';

export type TAgreementKind = 'service' | 'privacy';

const AGREEMENTS = {
  service: { title: SERVICE_AGREEMENT.title, path: paths.service.href(), Text: ServiceAgreement },
  privacy: { title: PRIVACY_POLICY.title, path: paths.privacy.href(), Text: PrivacyPolicy },
} as const;

export type TAgreementDialogProps = {
  kind: TAgreementKind | undefined;
  onClose: () => void;
};

/** The service agreement or privacy policy in a movable, resizable dialog (footer links). */
export function AgreementDialog({ kind, onClose }: TAgreementDialogProps) {
  const agreement = AGREEMENTS[kind ?? 'service'];
  return (
    <DraggableDialog
      open={kind !== undefined}
      title={agreement.title}
      onClose={onClose}
      footer={
        <Link to={agreement.path} onClick={onClose}>
          在新页面中查看
        </Link>
      }
    >
      <agreement.Text inDialog />
    </DraggableDialog>
  );
}
