import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@fortawesome/fontawesome-free/css/all.min.css';
import './index.css';
import { installThemeStylesheet } from './app/documentHead';
import { Providers } from './app/Providers';
import { router } from './app/router';

installThemeStylesheet();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
