import { Outlet, ScrollRestoration } from 'react-router';
import { useApplication } from '../lib/queries';
import { useDocumentHead } from './documentHead';

/** Above every layout: document title and favicon, scroll restoration. */
export function RootLayout() {
  const app = useApplication();
  useDocumentHead(app.data);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
