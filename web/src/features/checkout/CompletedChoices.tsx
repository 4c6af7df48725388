import { useId, type ReactNode } from 'react';
import type { CheckoutChoice, CheckoutData } from '@bayi/common';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { groupIban, OpenAccountMessage } from './PaymentOptions';
import { DELIVERY_OPTIONS, checkoutTexts as t, paymentOption } from './texts';

/** One numbered block of the read-only checkout: the same look as the form's, but a heading, not a legend. */
function ReadOnlySection({
  step,
  title,
  icon,
  children,
}: {
  step: number;
  title: string;
  icon: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="mb-4 flex items-center gap-3">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-900 text-sm font-bold text-white">
            {step}
          </span>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
            {title}
            <Icon name={icon} className="text-base text-slate-400" />
          </h2>
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The chosen option, as its radio card showed it when chosen, without a radio. */
function ChosenOption({ title, description, icon }: { title: string; description?: string; icon: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3.5 sm:p-4">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-900 text-base text-white">
        <Icon name={icon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900" data-testid="chosen-option">
          {title}
        </span>
        {description && <span className="mt-0.5 block text-xs leading-relaxed text-muted">{description}</span>}
      </span>
      <Icon name="fa-solid fa-circle-check" className="mt-0.5 text-lg text-emerald-600" />
    </div>
  );
}

/** Label–value lines under the chosen option (address, slot, bank account). */
function Facts({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{label}</h3>
      <div className="rounded-xl border border-slate-200 px-4 py-3 text-sm text-slate-700">{children}</div>
    </div>
  );
}

function DeliveryFacts({ data, choice }: { data: CheckoutData; choice: CheckoutChoice }) {
  switch (choice.teslimSekli) {
    case 'depo':
      return null;
    case 'kargo': {
      const address = data.adreses.find((a) => a.id === choice.teslimAdres);
      if (!address) return null;
      return (
        <Facts label={t.address}>
          <p className="font-semibold text-slate-900">{address.yetkili}</p>
          {address.adres && <p className="mt-0.5 text-muted">{address.adres}</p>}
        </Facts>
      );
    }
    case 'arac':
      return choice.teslimAracSaat ? <Facts label={t.vehicleSlot}>{choice.teslimAracSaat}</Facts> : null;
    case 'kurye':
      return choice.teslimKuryeSaat ? <Facts label={t.courierSlot}>{choice.teslimKuryeSaat}</Facts> : null;
  }
}

function PaymentFacts({ data, choice }: { data: CheckoutData; choice: CheckoutChoice }) {
  if (choice.odemeSekli === 'acikhesap') return <OpenAccountMessage html={data.acikHesapMessage} className="mt-4" />;
  if (choice.odemeSekli !== 'havale') return null;
  const bank = data.bankaHesaps.find((b) => b.id === choice.odemeHavaleBanka);
  if (!bank) return null;
  return (
    <Facts label={t.bankAccount}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted">{t.bank}</dt>
        <dd className="font-semibold text-slate-900">{bank.bankaAdi}</dd>
        <dt className="text-muted">{t.currency}</dt>
        <dd>{bank.doviz}</dd>
        <dt className="text-muted">{t.accountNo}</dt>
        <dd className="font-mono text-xs leading-5">{bank.hesapNo}</dd>
        <dt className="text-muted">{t.iban}</dt>
        <dd className="font-mono text-xs leading-5 [overflow-wrap:anywhere]">{groupIban(bank.iban)}</dd>
      </dl>
    </Facts>
  );
}

/**
 * A completed order: what it was completed with (the checkout data's secim), read-only, in place of
 * the delivery and payment choices, which would otherwise show the defaults.
 */
export function CompletedChoices({ data, choice }: { data: CheckoutData; choice: CheckoutChoice }) {
  return (
    <>
      <ReadOnlySection step={1} title={t.delivery} icon="fa-solid fa-truck-fast">
        <ChosenOption {...DELIVERY_OPTIONS[choice.teslimSekli]} />
        <DeliveryFacts data={data} choice={choice} />
      </ReadOnlySection>
      <ReadOnlySection step={2} title={t.payment} icon="fa-regular fa-credit-card">
        <ChosenOption {...paymentOption(choice.odemeSekli)} />
        <PaymentFacts data={data} choice={choice} />
      </ReadOnlySection>
    </>
  );
}
