import type { ReactNode } from 'react';
import { Card } from './Card';
import { Icon } from './Icon';

/** Body of a page whose content a later release fills in; the page's frame (title, breadcrumb) is final. */
export function ComingSoon({ icon, children }: { icon: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-blue-50 text-2xl text-blue-700">
        <Icon name={icon} />
      </span>
      <p className="text-base font-semibold text-slate-900">Bu bölüm hazırlanıyor</p>
      <p className="max-w-md text-sm text-slate-500">
        {children ?? 'İçerik çok yakında burada olacak. Bu sırada kategorilere ve ürünlere göz atabilirsiniz.'}
      </p>
    </Card>
  );
}
