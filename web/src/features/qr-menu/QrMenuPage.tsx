import { Icon } from '../../components/Icon';

/** /qrmenu: the restaurant QR-menu demo in the bare layout (spec §2 "QR menu"). */
export function QrMenuPage() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-3xl text-slate-500">
        <Icon name="fa-solid fa-qrcode" />
      </span>
      <h1 className="text-2xl font-bold">QR Menü</h1>
      <p className="text-sm text-slate-500">Restoran menüsü örneği çok yakında burada olacak.</p>
    </div>
  );
}
