import { cn } from '../../lib/cn';
import { BRAND_NAMES, cardBrandOf, pictureNumber, type CardBrand } from '../../lib/card';
import { Icon } from '../Icon';

const BRAND_ICONS: Partial<Record<CardBrand, string>> = {
  visa: 'fa-brands fa-cc-visa',
  amex: 'fa-brands fa-cc-amex',
  mastercard: 'fa-brands fa-cc-mastercard',
  discover: 'fa-brands fa-cc-discover',
};

const FACES: Record<CardBrand, string> = {
  visa: 'from-blue-950 via-blue-800 to-sky-700',
  amex: 'from-teal-900 via-teal-700 to-cyan-700',
  mastercard: 'from-slate-900 via-slate-800 to-orange-800',
  discover: 'from-zinc-900 via-zinc-800 to-amber-800',
  troy: 'from-emerald-950 via-emerald-800 to-teal-700',
};

function BrandMark({ brand }: { brand: CardBrand }) {
  const icon = BRAND_ICONS[brand];
  return icon ? (
    <Icon name={icon} className="text-4xl" />
  ) : (
    <span className="text-2xl font-black tracking-tight lowercase italic">{BRAND_NAMES[brand]}</span>
  );
}

/**
 * The live card picture of the payment page (spec §2, §4): number in its type's mask, holder, expiry; it
 * turns to the back (the CVC, masked) while the CVC field has focus. A picture of what the fields already
 * say, so screen readers skip it.
 */
export function CardPicture({
  number,
  name,
  month,
  year,
  cvcLength,
  flipped,
}: {
  number: string;
  name: string;
  month: string;
  year: string;
  cvcLength: number;
  flipped: boolean;
}) {
  const brand = cardBrandOf(number);
  const face = cn(
    'absolute inset-0 flex flex-col rounded-2xl bg-gradient-to-br p-5 text-white shadow-xl [backface-visibility:hidden] sm:p-6',
    FACES[brand],
  );
  return (
    <div
      aria-hidden="true"
      className="mx-auto aspect-[1.586] w-full max-w-sm [perspective:1200px]"
      data-testid="card-picture"
      data-flipped={flipped}
    >
      <div
        className={cn(
          'relative size-full transition-transform duration-500 [transform-style:preserve-3d] motion-reduce:transition-none',
          flipped && '[transform:rotateY(180deg)]',
        )}
      >
        <div className={face}>
          <div className="flex items-start justify-between">
            <span className="mt-1 inline-block h-8 w-11 rounded-md bg-gradient-to-br from-amber-200 to-amber-400 shadow-inner" />
            <span data-testid="card-brand" data-brand={brand}>
              <BrandMark brand={brand} />
            </span>
          </div>
          <p className="mt-auto font-mono text-lg tracking-widest whitespace-nowrap tabular-nums sm:text-xl">
            {pictureNumber(number)}
          </p>
          <div className="mt-4 flex items-end justify-between gap-4 text-xs">
            <div className="min-w-0">
              <span className="block text-[0.65rem] tracking-wider text-white/85 uppercase">Kart Sahibi</span>
              <span className="block truncate text-sm font-semibold uppercase">
                {name.trim() ? name.toLocaleUpperCase('tr-TR') : 'AD SOYAD'}
              </span>
            </div>
            <div className="shrink-0 text-right">
              <span className="block text-[0.65rem] tracking-wider text-white/85 uppercase">Son Kul.</span>
              <span className="block font-mono text-sm font-semibold">
                {month || 'AA'}/{year ? year.slice(-2) : 'YY'}
              </span>
            </div>
          </div>
        </div>
        <div className={cn(face, '[transform:rotateY(180deg)] px-0 sm:px-0')}>
          <span className="mt-3 block h-10 w-full bg-slate-950" />
          <div className="mt-5 flex items-center gap-3 px-5 sm:px-6">
            <span className="h-9 flex-1 rounded bg-[repeating-linear-gradient(45deg,#e2e8f0_0_6px,#f8fafc_6px_12px)]" />
            <span className="rounded bg-white px-3 py-1.5 font-mono text-sm font-semibold text-slate-900">
              {cvcLength ? '•'.repeat(cvcLength) : 'CVC'}
            </span>
          </div>
          <div className="mt-auto flex justify-end px-5 sm:px-6">
            <BrandMark brand={brand} />
          </div>
        </div>
      </div>
    </div>
  );
}
