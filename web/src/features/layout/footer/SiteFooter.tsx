import { Link } from 'react-router';
import type { ApplicationResponse, MenuEntry } from '@bayi/common';
import { AppLink } from '../../../components/AppLink';
import { Icon } from '../../../components/Icon';
import { cn } from '../../../lib/cn';
import { PAYMENT_SECURITY_LOGO, telUrl } from '../../../lib/urls';
import { useFooterMenu } from '../api';

/**
 * Below 1024 px every link is a 44 px row (WCAG 2.5.5 target size), the lists losing their gaps instead;
 * a name wrapped onto two lines keeps a little room above and below, not touching the next one.
 */
const linkClass =
  'inline-flex min-h-11 items-center rounded py-1 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-current lg:min-h-0 lg:py-0';
const listClass = 'flex flex-col text-sm lg:gap-2.5';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-sm font-bold tracking-wider text-white uppercase">{children}</h2>;
}

function FooterLinks({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <ul className={listClass}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <AppLink url={entry.url} className={linkClass}>
            {entry.displayName}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** menu.footer: entries with childs become their own column, the rest share one. */
function FooterMenuColumns() {
  const menu = useFooterMenu();
  const entries = menu.data ?? [];
  const groups = entries.filter((entry) => entry.childs?.length);
  const singles = entries.filter((entry) => !entry.childs?.length);
  return (
    <>
      {singles.length > 0 && (
        <nav aria-label="Kurumsal">
          <FooterHeading>Kurumsal</FooterHeading>
          <FooterLinks entries={singles} />
        </nav>
      )}
      {groups.map((group) => (
        <nav key={group.id} aria-label={group.displayName}>
          <FooterHeading>{group.displayName}</FooterHeading>
          <FooterLinks entries={group.childs} />
        </nav>
      ))}
    </>
  );
}

function QuickLinks({ isLoggedIn }: { isLoggedIn: boolean }) {
  const links = [
    { to: '/productAll', label: 'Tüm Ürünler' },
    { to: '/brand/all', label: 'Markalar' },
    ...(isLoggedIn
      ? [
          { to: '/report/siparislistesi', label: 'Siparişlerim' },
          { to: '/report/hesapekstresi', label: 'Hesap Ekstresi' },
          { to: '/report/faturalistesi', label: 'Faturalarım' },
        ]
      : []),
  ];
  return (
    <nav aria-label="Hızlı erişim">
      <FooterHeading>Hızlı Erişim</FooterHeading>
      <ul className={listClass}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactBlock({ settings }: { settings: ApplicationResponse['settings'] }) {
  const address = settings['footer.adres'];
  const phone = settings['footer.phone'];
  const email = settings['footer.email'];
  return (
    <div className="col-span-2 lg:col-span-1">
      <FooterHeading>İletişim</FooterHeading>
      <address className="flex flex-col gap-1 text-sm not-italic lg:gap-3">
        {address && (
          <p className="flex gap-3">
            <Icon name="fa-solid fa-location-dot" className="mt-1 text-slate-500" />
            <span>{address}</span>
          </p>
        )}
        {phone && (
          <p className="flex items-center gap-3">
            <Icon name="fa-solid fa-phone" className="text-slate-500" />
            <a href={telUrl(phone)} className={linkClass}>
              {phone}
            </a>
          </p>
        )}
        {email && (
          <p className="flex items-center gap-3">
            <Icon name="fa-solid fa-envelope" className="text-slate-500" />
            <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
              {email}
            </a>
          </p>
        )}
      </address>
    </div>
  );
}

/** #site-footer (spec §1): centre text, footer menu, contact details, payment logo and platform credit. */
export function SiteFooter({ app }: { app: ApplicationResponse | undefined }) {
  const settings = app?.settings ?? {};
  const companyName = settings.firmaadi;
  // The floating WhatsApp button (56 px, 20 px from the corner) sits over the end of the page: the
  // footer ends with that much room, so at the bottom it covers none of the footer's text or links.
  const roomForChat = Boolean(settings['footer.whatsapp.phone']);
  return (
    <footer id="site-footer" className="bg-slate-900 text-slate-300">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          {companyName && <p className="text-lg font-bold text-white">{companyName}</p>}
          <p className="text-sm text-slate-400">
            © {new Date().getFullYear()} {companyName ? `${companyName.replace(/\.$/, '')}. ` : ''}Tüm hakları saklıdır.
          </p>
        </div>
        <FooterMenuColumns />
        <QuickLinks isLoggedIn={Boolean(app?.isLoggedIn)} />
        <ContactBlock settings={settings} />
      </div>
      <div className="border-t border-white/10">
        <div
          className={cn(
            'page-container flex flex-col items-center gap-4 py-6 text-center text-xs text-slate-400 lg:flex-row lg:justify-between lg:text-left',
            roomForChat && 'pb-24',
          )}
        >
          <img
            src={PAYMENT_SECURITY_LOGO}
            alt="Güvenli ödeme: 3D Secure, Visa, Mastercard, Troy"
            className="h-7 w-auto rounded bg-white/95 px-2 py-1"
            loading="lazy"
          />
          {settings['footer.center'] && <p className="max-w-xl text-sm text-slate-300">{settings['footer.center']}</p>}
          <p className="flex items-center gap-1.5">
            <Icon name="fa-solid fa-bolt" className="text-amber-400" />
            Bayi B2B Platformu
          </p>
        </div>
      </div>
    </footer>
  );
}
