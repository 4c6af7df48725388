import type { LoginPageData } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { telUrl } from '../../lib/urls';

/** Address, phone and e-mail of the distributor on the sign-in card. */
export function CompanyContact({ info }: { info: LoginPageData['companyInfo'] }) {
  return (
    <address className="flex flex-col gap-3 text-sm not-italic">
      {info.ADRES && (
        <p className="flex gap-3">
          <Icon name="fa-solid fa-location-dot" className="mt-0.5 opacity-70" />
          <span>{info.ADRES}</span>
        </p>
      )}
      {info.TELEFON && (
        <p className="flex gap-3">
          <Icon name="fa-solid fa-phone" className="mt-0.5 opacity-70" />
          <a href={telUrl(info.TELEFON)} className="hover:underline">
            {info.TELEFON}
          </a>
        </p>
      )}
      {info.EMAIL && (
        <p className="flex gap-3">
          <Icon name="fa-solid fa-envelope" className="mt-0.5 opacity-70" />
          <a href={`mailto:${info.EMAIL}`} className="break-all hover:underline">
            {info.EMAIL}
          </a>
        </p>
      )}
    </address>
  );
}
