import { Outlet } from 'react-router';
import { useApplication } from '../lib/queries';
import { useDocumentHead } from './documentHead';
import { OfflineBanner } from './OfflineBanner';
import { useScrollManager } from './useScrollManager';

/** Above every layout: document title and favicon, the scroll position (useScrollManager), the offline notice. */
export function RootLayout() {
  const app = useApplication();
  useDocumentHead(app.data);
  useScrollManager();
  return (
    <>
      <Outlet />
      <OfflineBanner />
    </>
  );
}
