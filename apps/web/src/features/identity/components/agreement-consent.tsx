import { Checkbox } from 'antd';
import { aboutPageHref } from '../../../lib/about-links';

export type TAgreementConsentProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * The consent checkbox of the login dialog. The agreements open in a new tab as the server's
 * plain pages (/static/about/…), which load at once without starting the app again.
 */
export function AgreementConsent({ checked, onChange }: TAgreementConsentProps) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      我已阅读并同意
      <a href={aboutPageHref('service')} target="_blank" rel="noreferrer">
        《用户服务协议》
      </a>
      和
      <a href={aboutPageHref('privacy')} target="_blank" rel="noreferrer">
        《隐私政策》
      </a>
      ，并知悉
      <a href={aboutPageHref('disclaimer')} target="_blank" rel="noreferrer">
        《免责声明》
      </a>
    </Checkbox>
  );
}
