import { useEffect } from 'react';
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
  // Says the app has taken over the page (a page the server drew answers clicks from here on): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <Outlet />
      <OfflineBanner />
    </>
  );
}
