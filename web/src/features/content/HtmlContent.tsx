import { useSanitizedHtml } from '../../lib/sanitize';
import { cn } from '../../lib/cn';

/** Server HTML, sanitised again in the browser, with the storefront's typography (.prose in index.css). */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const safeHtml = useSanitizedHtml(html);
  return <div className={cn('prose', className)} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
