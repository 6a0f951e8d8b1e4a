import { Checkbox } from 'antd';
import { useHref } from 'react-router';

export type TAgreementConsentProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** The consent checkbox of the login dialog; the agreements open in a new tab. */
export function AgreementConsent({ checked, onChange }: TAgreementConsentProps) {
  const serviceHref = useHref('/about/service');
  const privacyHref = useHref('/about/privacy');
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      我已阅读并同意
      <a href={serviceHref} target="_blank" rel="noreferrer">
        《用户服务协议》
      </a>
      和
      <a href={privacyHref} target="_blank" rel="noreferrer">
        《隐私政策》
      </a>
    </Checkbox>
  );
}
