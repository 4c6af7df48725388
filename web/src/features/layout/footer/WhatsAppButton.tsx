import { Icon } from '../../../components/Icon';
import { whatsappUrl } from '../../../lib/urls';

/** Floating chat link, shown when footer.whatsapp.phone is set (spec §1). */
export function WhatsAppButton({ phone, text }: { phone: string; text: string | undefined }) {
  return (
    <a
      href={whatsappUrl(phone, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="WhatsApp ile bize yazın"
      title="WhatsApp ile bize yazın"
      className="fixed right-5 bottom-5 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#25D366] text-3xl text-white shadow-lg shadow-emerald-900/25 ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#1ebe5b] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600"
    >
      <Icon name="fa-brands fa-whatsapp" />
    </a>
  );
}
